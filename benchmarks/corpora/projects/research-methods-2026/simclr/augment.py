import jax
import jax.numpy as jnp


def gaussian_noise(key, x, sigma):
    return x + sigma * jax.random.normal(key, x.shape)


def feature_dropout(key, x, p):
    keep = jax.random.bernoulli(key, 1.0 - p, x.shape)
    return jnp.where(keep, x, 0.0) / (1.0 - p)


def random_scale(key, x, s):
    a = jax.random.uniform(key, (x.shape[0], 1), minval=1.0 - s, maxval=1.0 + s)
    return a * x


def two_views(key, x, aug):
    def one(k):
        k1, k2, k3 = jax.random.split(k, 3)
        v = random_scale(k1, x, aug["scale"])
        v = feature_dropout(k2, v, aug["drop"])
        return gaussian_noise(k3, v, aug["noise"])

    ka, kb = jax.random.split(key)
    return one(ka), one(kb)
