import jax
import jax.numpy as jnp

from . import encoder, scores, select, tables


def logits(params, queries, items, score_name, keep):
    s = scores.get(score_name)(encoder.encode(params, queries), encoder.encode(params, items))
    s = s * params["temp"] + jnp.asarray(tables.position_bias(s.shape[-1]))
    return select.soft_top(s, keep)


def probs(params, queries, items, score_name, keep):
    return jax.nn.softmax(logits(params, queries, items, score_name, keep), axis=-1)
