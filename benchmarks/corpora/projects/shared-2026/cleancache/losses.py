import jax.numpy as jnp

from . import ranker


def nll(params, queries, items, targets, score_name, keep):
    p = ranker.probs(params, queries, items, score_name, keep)
    return -jnp.mean(jnp.log(p[jnp.arange(targets.shape[0]), targets] + 1e-9))
