"""Jacobi iteration for a diagonally dominant linear system."""

import jax
import jax.numpy as jnp
from jax import lax


def jacobi(A: jax.Array, b: jax.Array, n_iter: int) -> jax.Array:
    d = jnp.diag(A)
    R = A - jnp.diag(d)

    def body(_, x):
        return (b - R @ x) / d

    return lax.fori_loop(0, n_iter, body, jnp.zeros_like(b))


@jax.jit
def residual(A: jax.Array, b: jax.Array, n_iter: int) -> jax.Array:
    x = jacobi(A, b, n_iter)
    return jnp.linalg.norm(A @ x - b)


if __name__ == "__main__":
    n = 5
    A = jnp.eye(n) * 10.0 + jax.random.uniform(jax.random.PRNGKey(0), (n, n))
    b = jnp.arange(1.0, n + 1)
    for iters in (5, 20, 50):
        print(iters, residual(A, b, iters))
