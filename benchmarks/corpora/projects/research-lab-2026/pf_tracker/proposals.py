import jax
import jax.numpy as jnp

from .model import transition_mean

REGIME_NOISE = {0: 0.3, 1: 3.0}


def propagate(key, particles, t, regime, cfg):
    scale = REGIME_NOISE[regime]
    mean = transition_mean(particles, t)
    return mean + scale * cfg.process_std * jax.random.normal(key, particles.shape)


def transition_log_density(x_new, x_old, t, scale):
    r = (x_new - transition_mean(x_old, t)) / scale
    return -0.5 * r ** 2 - jnp.log(scale)
