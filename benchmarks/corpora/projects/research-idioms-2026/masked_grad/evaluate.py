import jax
import jax.numpy as jnp

from . import model
from .losses import target_mask


@jax.jit
def next_token_accuracy(params, tokens):
    inputs, targets = tokens[:, :-1], tokens[:, 1:]
    pred = jnp.argmax(model.logits(params, inputs), -1)
    valid = target_mask(targets)
    return jnp.sum((pred == targets) * valid) / jnp.maximum(valid.sum(), 1)


def greedy_continue(params, start, n):
    toks = [int(start)]
    for _ in range(n):
        toks.append(int(jnp.argmax(model.logits(params, jnp.array(toks[-1:])))))
    return toks
