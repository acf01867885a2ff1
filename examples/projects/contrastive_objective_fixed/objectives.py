"""Contrastive objectives; the config names one."""

import jax.numpy as jnp


def alignment(z1, z2):
    return jnp.mean(jnp.sum((z1 - z2) ** 2, axis=-1))


def cosine(z1, z2):
    norms = jnp.linalg.norm(z1, axis=-1) * jnp.linalg.norm(z2, axis=-1)
    return -jnp.mean(jnp.sum(z1 * z2, axis=-1) / norms)
