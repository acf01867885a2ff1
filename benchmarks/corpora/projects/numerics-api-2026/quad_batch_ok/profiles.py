import jax.numpy as jnp


def voigt_like(x, center, width, eta=0.5):
    g = jnp.exp(-0.5 * ((x - center) / width) ** 2) / (width * jnp.sqrt(2 * jnp.pi))
    l = width / jnp.pi / ((x - center) ** 2 + width ** 2)
    return eta * l + (1.0 - eta) * g
