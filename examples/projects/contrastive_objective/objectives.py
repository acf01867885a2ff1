"""Contrastive objectives; the config names one."""

import jax.numpy as jnp
import numpy as np


def alignment(z1, z2):
    return jnp.mean(jnp.sum((z1 - z2) ** 2, axis=-1))


def cosine(z1, z2):
    norms = np.linalg.norm(z1, axis=-1) * np.linalg.norm(z2, axis=-1)  # E: jax-numpy-on-traced
    return -jnp.mean(jnp.sum(z1 * z2, axis=-1) / norms)
