import math

import jax.numpy as jnp


def cosine(frac):
    return 0.5 * (1.0 + jnp.cos(math.pi * frac))


def ratio(a, b):
    return a / max(b, 1)


def clamp01(x):
    return jnp.clip(x, 0.0, 1.0)
