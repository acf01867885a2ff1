"""Accumulable classification counts."""
from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
import optax
from jaxtyping import Array, Float, Int


class Counts(NamedTuple):
    correct: Int[Array, ""]
    total: Int[Array, ""]
    loss_sum: Float[Array, ""]

    @classmethod
    def zeros(cls) -> Counts:
        return cls(jnp.zeros((), jnp.int32), jnp.zeros((), jnp.int32), jnp.zeros(()))

    @property
    def accuracy(self) -> float:
        return self.correct.item() / max(self.total.item(), 1)

    @property
    def mean_loss(self) -> Float[Array, ""]:
        return self.loss_sum / jnp.maximum(self.total, 1)

    def merge(self, other: Counts) -> Counts:
        return Counts(*jax.tree.map(jnp.add, tuple(self), tuple(other)))


def batch_counts(logits: Float[Array, "b c"], labels: Int[Array, "b"]) -> Counts:
    losses = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    correct = jnp.sum(jnp.argmax(logits, axis=-1) == labels)
    return Counts(correct.astype(jnp.int32), jnp.asarray(labels.shape[0], jnp.int32), losses.sum())
