"""Per-token metrics reduced across replicas with collectives over the pmap axis."""
from __future__ import annotations

import jax
import jax.numpy as jnp
from jax import lax


def token_nll(logits: jax.Array, targets: jax.Array) -> jax.Array:
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.take_along_axis(logp, targets[..., None], axis=-1)[..., 0]


def global_mean_nll(nll: jax.Array, mask: jax.Array, axis_name: str) -> jax.Array:
    total = lax.psum(jnp.sum(mask), axis_name)
    nll_sum = lax.psum(jnp.sum(nll * mask), axis_name)
    return nll_sum / jnp.maximum(total, 1.0)


def global_accuracy(logits: jax.Array, targets: jax.Array, mask: jax.Array, axis_name: str) -> jax.Array:
    correct = (jnp.argmax(logits, axis=-1) == targets).astype(jnp.float32) * mask
    return lax.psum(jnp.sum(correct), axis_name) / jnp.maximum(lax.psum(jnp.sum(mask), axis_name), 1.0)


def per_sequence_nll(nll: jax.Array, mask: jax.Array) -> jax.Array:
    return jnp.sum(nll * mask, axis=-1) / jnp.maximum(jnp.sum(mask, axis=-1), 1.0)
