"""Evaluation: overall token accuracy and accuracy by time position."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from .losses import masked_xent, per_position_counts, time_mask


@eqx.filter_jit
def eval_batch(model, x, y, lengths, max_len):
    logits = jax.vmap(model)(x)
    mask = time_mask(lengths, y.shape[1])
    correct = (jnp.argmax(logits, -1) == y).astype(jnp.float32)
    hits, seen = per_position_counts(correct, mask, max_len)
    return masked_xent(logits, y, lengths), hits, seen


def evaluate(model, loader):
    hits = np.zeros(loader.max_len)
    seen = np.zeros(loader.max_len)
    losses = []
    for x, y, lengths in loader:
        loss, h, s = eval_batch(model, x, y, lengths, loader.max_len)
        losses.append(float(loss))
        hits += np.asarray(h)
        seen += np.asarray(s)
    by_pos = hits / np.maximum(seen, 1)
    return float(np.mean(losses)), float(hits.sum() / seen.sum()), by_pos
