import jax
from jax import lax

from . import config, metrics


def distance_matrix(queries, keys, metric=config.METRIC):
    dist = metrics.METRICS[metric]
    return jax.vmap(lambda q: jax.vmap(lambda k: dist(q, k))(keys))(queries)


def nearest(queries, keys, k=config.K, metric=config.METRIC):
    dists = distance_matrix(queries, keys, metric)
    return lax.top_k(-dists, k)[1]


nearest_jit = jax.jit(nearest, static_argnames=("k", "metric"))
