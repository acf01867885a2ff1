"""Classification losses with a per-stage weight-decay schedule."""

import jax
import jax.numpy as jnp

STAGE_DECAY = (1e-3, 5e-4, 1e-4)


def cross_entropy(logits, labels):
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))


def l2_penalty(params):
    return sum(jnp.sum(layer["w"] ** 2) for layer in params)


def curriculum_loss(params, batch, stage, apply_fn):
    """Cross-entropy plus a weight decay that shrinks as the curriculum advances."""
    logits = apply_fn(params, batch["x"])
    decay = STAGE_DECAY[stage]
    return cross_entropy(logits, batch["y"]) + decay * l2_penalty(params)
