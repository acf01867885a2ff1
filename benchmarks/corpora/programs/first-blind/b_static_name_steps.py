"""Unrolled gradient descent with a static number of steps."""

import functools

import jax
import jax.numpy as jnp


def quadratic(x, A, b):
    return 0.5 * x @ A @ x - b @ x


@functools.partial(jax.jit, static_argnames=("num_steps",))
def descend(x0, A, b, n_steps=10, lr=0.1):
    x = x0
    g = jax.grad(quadratic)
    for _ in range(n_steps):
        x = x - lr * g(x, A, b)
    return x


if __name__ == "__main__":
    A = jnp.array([[3.0, 0.5], [0.5, 1.0]])
    b = jnp.array([1.0, -1.0])
    x = descend(jnp.zeros(2), A, b, n_steps=25)
    print(x, jnp.linalg.solve(A, b))
