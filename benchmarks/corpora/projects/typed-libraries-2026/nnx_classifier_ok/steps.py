"""Jitted NNX train and eval steps."""
from __future__ import annotations

import jax.numpy as jnp
import optax
from flax import nnx
from jaxtyping import Array, Float, Int

from .metrics import Counts, batch_counts
from .model import Classifier


@nnx.jit
def train_step(
    model: Classifier, optimizer: nnx.Optimizer, x: Float[Array, "b d"], y: Int[Array, "b"]
) -> Float[Array, ""]:
    def loss_fn(m: Classifier) -> Array:
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model: Classifier, x: Float[Array, "b d"], y: Int[Array, "b"]) -> tuple[Counts, Float[Array, ""]]:
    counts = batch_counts(model(x), y)
    return counts, jnp.asarray(counts.accuracy)
