"""Metrics over batches whose padding rows carry the label -1."""

import jax
import jax.numpy as jnp


def masked_cross_entropy(logits, labels):
    keep = labels >= 0
    logp = jax.nn.log_softmax(logits, axis=-1)
    nll = -jnp.take_along_axis(logp, jnp.maximum(labels, 0)[:, None], axis=-1)[:, 0]
    return jnp.sum(jnp.where(keep, nll, 0.0)) / jnp.maximum(keep.sum(), 1)


def masked_accuracy(logits, labels):
    keep = labels >= 0
    hits = (jnp.argmax(logits, axis=-1) == labels) & keep
    return hits.sum() / jnp.maximum(keep.sum(), 1)
