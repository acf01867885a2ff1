import functools

import jax
import jax.numpy as jnp

from . import evaluate, masks, shapes


@functools.partial(jax.jit, static_argnames=("width",))
def coverage(lengths, width):
    mask = masks.length_mask(lengths, shapes.round_up(width, 4))
    return jnp.mean(mask)


@jax.jit
def eval_with_padding(params, tokens, lengths, labels):
    out = evaluate.eval_step(params, tokens, lengths, labels)
    wider = shapes.pad_to(tokens, tokens.shape[1] + 4)
    out["padded_loss"] = evaluate.eval_step(params, wider, lengths, labels)["loss"]
    return out


def summary(out):
    return " ".join(f"{k}={float(v):.3f}" for k, v in sorted(out.items()))
