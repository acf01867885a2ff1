"""Indices of selected items with a fixed-size nonzero."""

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="max_items")
def selected(scores, threshold, max_items=4):
    (idx,) = jnp.nonzero(scores > threshold, size=max_items, fill_value=-1)
    valid = idx >= 0
    picked = jnp.where(valid, scores[jnp.maximum(idx, 0)], 0.0)
    return idx, picked.sum()


if __name__ == "__main__":
    scores = jnp.array([0.1, 0.9, 0.4, 0.8, 0.95, 0.2])
    idx, total = selected(scores, 0.5)
    print(idx, total)
    print(selected(scores, 0.05, max_items=8)[0])
