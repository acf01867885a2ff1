import jax
import jax.numpy as jnp


def dropout(x, rate, key, train):
    if train:
        keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
        return jnp.where(keep, x / (1.0 - rate), 0.0)
    return x


def linear_schedule(start, end, frac):
    return start + (end - start) * frac
