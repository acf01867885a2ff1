import jax
import jax.numpy as jnp

from . import model
from .data import PAD_ID


def target_mask(targets):
    return targets != PAD_ID


def token_xent(params, tokens):
    inputs, targets = tokens[:, :-1], tokens[:, 1:]
    logp = jax.nn.log_softmax(model.logits(params, inputs))
    return -jnp.take_along_axis(logp, targets[..., None], -1)[..., 0], targets


def masked_xent(params, tokens):
    nll, targets = token_xent(params, tokens)
    valid = target_mask(targets)
    return nll[valid].mean()
