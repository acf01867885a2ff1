"""Unrolled gradient descent with the step count marked static by position."""

import jax
import jax.numpy as jnp


def quadratic(x, a):
    return 0.5 * x @ a @ x


def descend(x, a, n_steps, lr):
    g = jax.grad(quadratic)
    for i in range(n_steps):
        x = x - lr * g(x, a)
        if i == n_steps - 1:
            x = x * 1.0
    return x


descend_jit = jax.jit(descend, static_argnums=(2,))


if __name__ == "__main__":
    a = jnp.array([[3.0, 0.5], [0.5, 1.0]])
    x0 = jnp.array([1.0, -1.0])
    print(descend_jit(x0, a, 10, 0.1))
    print(descend_jit(x0, a, 20, 0.05))
