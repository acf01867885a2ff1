"""Gradient of an objective whose step size depends on the current point."""

import jax
import jax.numpy as jnp


def objective(x):
    step = 0.1 if float(x) < 1.0 else 0.01
    return jnp.sin(x) * step + x**2


def descend(x0, n_steps=10):
    x = x0
    g_fn = jax.grad(objective)
    for _ in range(n_steps):
        x = x - 0.5 * g_fn(x)
    return x


if __name__ == "__main__":
    print(descend(jnp.array(2.0)))
