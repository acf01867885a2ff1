import jax
import jax.numpy as jnp
import numpy as np


def bootstrap_weights(key, n):
    idx = jax.random.randint(key, (n,), 0, n)
    return jnp.zeros(n).at[idx].add(1.0)


def host_quantiles(values, qs=(0.1, 0.5, 0.9)):
    return np.quantile(np.asarray(values), qs)


def weighted_mean(x, w):
    return jnp.sum(x * w) / jnp.sum(w)
