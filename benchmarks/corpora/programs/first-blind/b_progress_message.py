"""Power iteration for the dominant eigenvalue with progress messages."""

import jax
import jax.numpy as jnp
from jax import lax


def power_iteration(A: jax.Array, n_iter: int = 50) -> jax.Array:
    v = jnp.ones(A.shape[0]) / jnp.sqrt(A.shape[0])

    def body(i, v):
        w = A @ v
        return w / jnp.linalg.norm(w)

    v = lax.fori_loop(0, n_iter, body, v)
    return v @ A @ v


@jax.jit
def report(A: jax.Array) -> jax.Array:
    lam = power_iteration(A)
    print(f"dominant eigenvalue ~ {lam:.4f}")
    return lam


if __name__ == "__main__":
    M = jax.random.normal(jax.random.PRNGKey(2), (5, 5))
    print(report(M + M.T))
