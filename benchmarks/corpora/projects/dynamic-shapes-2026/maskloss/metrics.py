"""Evaluation metrics (all shapes static)."""
from functools import partial

import jax
import jax.numpy as jnp

from . import model


@partial(jax.jit, static_argnames=("n_classes", "k"))
def evaluate(params, x, labels, n_classes, k):
    logits = model.apply_mlp(params, x)
    pred = jnp.argmax(logits, axis=-1)
    correct = pred == labels
    per_class = jnp.bincount(labels, weights=correct.astype(jnp.float32), length=n_classes) / jnp.maximum(
        jnp.bincount(labels, length=n_classes), 1
    )
    (first_wrong,) = jnp.nonzero(~correct, size=k, fill_value=-1)
    return jnp.mean(correct), per_class, first_wrong
