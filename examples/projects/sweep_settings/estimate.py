"""A jitted estimate of the mean of the draws."""

import jax
import jax.numpy as jnp

from sweep_settings import sampling


@jax.jit
def estimate(key, mean, settings):
    samples = sampling.draw(key, mean, settings.n_samples)
    return settings.scale * jnp.mean(samples, axis=0)
