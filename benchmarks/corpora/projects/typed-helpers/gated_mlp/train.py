from __future__ import annotations

import jax
import optax
from flax import nnx
from jaxtyping import Array, Float, Int

from .layers import GatedMLP


def cross_entropy(model: GatedMLP, x: Float[Array, "b d"], labels: Int[Array, " b"]) -> Float[Array, ""]:
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@nnx.jit
def train_step(
    model: GatedMLP,
    optimizer: nnx.Optimizer,
    x: Float[Array, "b d"],
    labels: Int[Array, " b"],
) -> Float[Array, ""]:
    loss, grads = nnx.value_and_grad(cross_entropy)(model, x, labels)
    optimizer.update(model, grads)
    return loss


def make_batch(key: jax.Array, batch_size: int, d_in: int, n_classes: int) -> tuple[jax.Array, jax.Array]:
    kx, ky = jax.random.split(key)
    x = 3.0 * jax.random.normal(kx, (batch_size, d_in))
    labels = jax.random.randint(ky, (batch_size,), 0, n_classes)
    return x, labels
