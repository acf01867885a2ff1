import functools

import jax
import jax.numpy as jnp

from . import encoder, evaluate, ranker, scores, select, tables, train


@functools.partial(jax.jit, static_argnames=("names",))
def scorer_agreement(params, queries, items, names=("dot", "cosine")):
    q, k = encoder.encode(params, queries), encoder.encode(params, items)
    tops = [jnp.argmax(scores.get(n)(q, k), -1) for n in names]
    return jnp.mean(tops[0] == tops[1])


@functools.partial(jax.jit, static_argnames=("score_name", "keep", "ks"))
def step_and_recall(params, opt_state, queries, items, targets, score_name, keep, ks=(1, 3)):
    params, opt_state, loss = train.step(params, opt_state, queries, items, targets, score_name, keep)
    recalls = [evaluate.recall_at(params, queries, items, targets, score_name, k) for k in ks]
    return params, opt_state, loss, jnp.stack(recalls)


def kept_per_query(n_items, fractions=(0.1, 0.25, 0.5)):
    return {f: select.keep_count(n_items, f) for f in fractions}


def entropy_of(params, queries, items, keep):
    p = ranker.probs(params, queries, items, "cosine", keep)
    return float(-jnp.sum(p * jnp.log(p + 1e-9), -1).mean())


def table_cache():
    return tables.hadamard_like.cache_info().hits, tables.position_bias.cache_info().misses
