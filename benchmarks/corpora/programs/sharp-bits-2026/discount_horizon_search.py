"""Find the shortest horizon whose discounted return reaches a target fraction."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def horizon_for(gamma, frac=0.95):
    limit = 1.0 / (1.0 - gamma)

    def not_enough(state):
        n, total = state
        return total < frac * limit

    def grow(state):
        n, _ = state
        n = n + 1
        total = jnp.sum(gamma ** jnp.arange(n))
        return n, total

    n, total = lax.while_loop(not_enough, grow, (jnp.int32(0), jnp.float32(0.0)))
    return n


if __name__ == "__main__":
    for g in [0.5, 0.9, 0.99]:
        print(f"gamma={g}: horizon {int(horizon_for(jnp.float32(g)))}")
