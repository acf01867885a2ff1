import jax
import jax.numpy as jnp

from . import ops, sparsify


def adaptive_k(probs, threshold):
    return jnp.maximum(jnp.sum(probs > threshold, axis=-1).max(), 1)


def route(logits, threshold):
    probs = jax.nn.softmax(logits, axis=-1)
    return ops.renormalize(sparsify.keep_above(probs, threshold))


def route_fixed(logits, k):
    probs = jax.nn.softmax(logits, axis=-1)
    return ops.renormalize(sparsify.keep_top(probs, k))
