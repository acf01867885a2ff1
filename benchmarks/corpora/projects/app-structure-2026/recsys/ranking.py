import functools

import jax
import jax.numpy as jnp

from recsys.registry import METRICS


@functools.partial(jax.jit, static_argnames=("k",))
def top_k_items(scores, k):
    _, idx = jax.lax.top_k(scores, k)
    return idx


@METRICS.register("hit_rate")
def hit_rate(scores, targets, cfg):
    k = jnp.minimum(cfg.top_k, scores.shape[-1])
    top = top_k_items(scores, k=k)
    return jnp.mean(jnp.any(top == targets[:, None], axis=-1))


@METRICS.register("mrr")
def mean_reciprocal_rank(scores, targets, cfg):
    target_scores = jnp.take_along_axis(scores, targets[:, None], axis=-1)
    rank = jnp.sum(scores > target_scores, axis=-1) + 1
    return jnp.mean(1.0 / rank)
