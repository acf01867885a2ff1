import jax.numpy as jnp


def grid(n=32):
    x = jnp.linspace(-2.0, 2.0, n)[:, None]
    return x, jnp.sin(2.0 * x[:, 0]) + 0.1 * x[:, 0] ** 2
