import jax.numpy as jnp

from . import pool


def energy_at(x, factor):
    return jnp.mean(pool.downsample(x, factor) ** 2, axis=-1)


def multiscale(x, factors):
    return jnp.stack([energy_at(x, factors[i]) for i in range(factors.shape[0])], axis=-1)
