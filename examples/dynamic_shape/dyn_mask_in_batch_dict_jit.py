"""A batch made by a jitted function keeps its boolean mask: passed in a dict to another
jitted function, the mask is a traced boolean array, and indexing with it makes a shape
that depends on the data."""

from functools import partial

import jax
import jax.numpy as jnp


def make_batch(key, max_len):
    lengths = jax.random.randint(key, (4,), 1, max_len)
    mask = jnp.arange(max_len)[None, :] < lengths[:, None]
    tokens = jnp.where(mask, 1, 0)
    return {"tokens": tokens, "mask": mask}


def masked_accuracy(pred, tokens, mask):
    correct = (pred == tokens)[mask]  # E: jax-dynamic-shape
    return correct.mean()


@jax.jit
def evaluate(batch):
    pred = jnp.ones_like(batch["tokens"])
    return masked_accuracy(pred, batch["tokens"], batch["mask"])


batch_fn = jax.jit(partial(make_batch, max_len=6))
evaluate(batch_fn(jax.random.key(0)))
