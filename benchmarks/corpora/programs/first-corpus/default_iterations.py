"""Jacobi iterations where the iteration count keeps its default value."""

import jax
import jax.numpy as jnp


@jax.jit
def jacobi(a, b, n_iter=25):
    d = jnp.diag(a)
    r = a - jnp.diag(d)
    x = jnp.zeros_like(b)
    for _ in range(n_iter):
        x = (b - r @ x) / d
    return x


if __name__ == "__main__":
    a = jnp.array([[4.0, 1.0, 0.0], [1.0, 5.0, 2.0], [0.0, 2.0, 6.0]])
    b = jnp.array([1.0, 2.0, 3.0])
    x = jacobi(a, b)
    print(x, a @ x - b)
