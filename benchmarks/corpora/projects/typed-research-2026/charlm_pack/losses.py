import jax
import jax.numpy as jnp

from .weighting import loss_weights


def token_nll(model, batch):
    logits = jax.vmap(model)(batch["inputs"], batch["positions"], batch["segments"])
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.take_along_axis(logp, batch["targets"][..., None], axis=-1)[..., 0]


def lm_loss(model, batch):
    nll = token_nll(model, batch)
    w = loss_weights(batch["targets"], batch["target_segments"])
    return jnp.sum(nll * w) / jnp.maximum(jnp.sum(w), 1.0)


def bits_per_char(model, batch):
    nll = token_nll(model, batch)
    keep = batch["target_segments"] > 0
    return jnp.sum(jnp.where(keep, nll, 0.0)) / jnp.sum(keep) / jnp.log(2.0)
