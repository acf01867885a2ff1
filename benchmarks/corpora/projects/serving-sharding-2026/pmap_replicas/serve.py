"""The pmapped scoring step."""
from __future__ import annotations

import jax
import jax.numpy as jnp

from . import metrics, model
from .config import ServeConfig


def make_score_step(scfg: ServeConfig):
    axis = scfg.axis_name

    def step(params, batch):
        logits = model.apply(params, batch["inputs"])
        nll = metrics.token_nll(logits, batch["targets"])
        last_logits = jnp.take_along_axis(logits, batch["last"][:, None, None], axis=1)[:, 0]
        return {
            "mean_nll": metrics.global_mean_nll(nll, batch["mask"], axis),
            "accuracy": metrics.global_accuracy(logits, batch["targets"], batch["mask"], axis),
            "seq_nll": metrics.per_sequence_nll(nll, batch["mask"]),
            "next_token": jnp.argmax(last_logits, axis=-1),
            "replica": jax.lax.axis_index(axis),
        }

    return jax.pmap(step, axis_name=axis)
