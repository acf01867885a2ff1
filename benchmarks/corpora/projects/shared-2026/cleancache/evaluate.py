import functools

import jax
import jax.numpy as jnp

from . import ranker, select


@functools.partial(jax.jit, static_argnums=(4, 5))
def recall_at(params, queries, items, targets, score_name, k):
    s = ranker.logits(params, queries, items, score_name, 1.0)
    kth = select.topk_values(s, k=k)[:, -1]
    return jnp.mean(s[jnp.arange(targets.shape[0]), targets] >= kth)
