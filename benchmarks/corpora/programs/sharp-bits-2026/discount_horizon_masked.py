"""Shortest horizon whose discounted return reaches a target, with a fixed-size masked sum."""
import jax
import jax.numpy as jnp
from jax import lax

MAX_HORIZON = 1024  # static upper bound for array sizes


@jax.jit
def horizon_for(gamma, frac=0.95):
    limit = 1.0 / (1.0 - gamma)
    powers = gamma ** jnp.arange(MAX_HORIZON)

    def not_enough(state):
        n, total = state
        return jnp.logical_and(total < frac * limit, n < MAX_HORIZON)

    def grow(state):
        n, _ = state
        n = n + 1
        total = jnp.sum(jnp.where(jnp.arange(MAX_HORIZON) < n, powers, 0.0))
        return n, total

    n, _ = lax.while_loop(not_enough, grow, (jnp.int32(0), jnp.float32(0.0)))
    return n


if __name__ == "__main__":
    for g in [0.5, 0.9, 0.99]:
        n = int(horizon_for(jnp.float32(g)))
        print(f"gamma={g}: horizon {n}")
        assert 1 <= n < MAX_HORIZON
