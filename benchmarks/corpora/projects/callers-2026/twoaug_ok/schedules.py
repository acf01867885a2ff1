import jax.numpy as jnp


def cosine(count, base, total):
    return base * 0.5 * (1.0 + jnp.cos(jnp.pi * count / total))
