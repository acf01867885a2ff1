import math

import jax
import jax.numpy as jnp


def std_normal_log_prob(z):
    return -0.5 * jnp.sum(z ** 2) - 0.5 * z.shape[-1] * math.log(2.0 * math.pi)


def sample_std_normal(key, n, dim):
    return jax.random.normal(key, (n, dim))
