"""Masked next-token losses."""
import jax
import jax.numpy as jnp

from . import model


def token_nll(logits, targets):
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.take_along_axis(logp, targets[..., None], axis=-1)[..., 0]


def masked_batch_loss(params, batch):
    tokens, mask = batch["tokens"], batch["mask"]
    logits = model.batched_apply(params, tokens)
    nll = token_nll(logits[:, :-1], tokens[:, 1:])
    weights = mask[:, 1:]
    return jnp.sum(nll * weights) / jnp.maximum(jnp.sum(weights), 1.0)


def sequence_score(params, tokens, length):
    """Summed NLL and number of predicted tokens for one padded sequence."""
    logits = model.apply(params, tokens)
    nll = token_nll(logits[:-1], tokens[1:])
    valid = jnp.arange(tokens.shape[0] - 1) < length - 1
    return jnp.sum(jnp.where(valid, nll, 0.0)), length - 1
