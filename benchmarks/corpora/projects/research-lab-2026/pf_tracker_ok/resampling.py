import jax
import jax.numpy as jnp


def normalize(log_w):
    log_w = log_w - jax.scipy.special.logsumexp(log_w)
    return log_w, jnp.exp(log_w)


def effective_sample_size(w):
    return 1.0 / jnp.sum(w ** 2)


def systematic_resample(key, w):
    n = w.shape[0]
    u = (jax.random.uniform(key) + jnp.arange(n)) / n
    cdf = jnp.cumsum(w)
    return jnp.clip(jnp.searchsorted(cdf, u), 0, n - 1)
