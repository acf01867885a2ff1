import jax
import jax.numpy as jnp
from jax import lax


def activate(x, use_tanh):
    return lax.cond(use_tanh, jnp.tanh, jax.nn.relu, x)


def soft_threshold(x, t):
    return jnp.where(jnp.abs(x) > t, x - jnp.sign(x) * t, 0.0)


def safe_normalize(x):
    n = jnp.linalg.norm(x)
    return jnp.where(n > 0, x / jnp.where(n > 0, n, 1.0), x)


def flip_if_negative(x):
    return jnp.where(x.sum() > 0, x, -x)
