from __future__ import annotations

from typing import Union

import jax
import jax.numpy as jnp
import numpy as np

ArrayLike = Union[np.ndarray, jax.Array]


def to_float(x: ArrayLike) -> float:
    return float(x)


def predicted_class(logits_row: jax.Array) -> int:
    return int(jnp.argmax(logits_row))


def all_finite(x: jax.Array) -> bool:
    return bool(jnp.all(jnp.isfinite(x)))


def accuracy(logits: ArrayLike, labels: ArrayLike) -> float:
    pred = np.asarray(logits).argmax(axis=-1)
    return float(np.mean(pred == np.asarray(labels)))


def confident_margins(logits: jax.Array, threshold: float) -> np.ndarray:
    probs = jax.nn.softmax(logits, axis=-1)
    top = jnp.max(probs, axis=-1)
    return np.asarray(top[top > threshold])


def summarize(loss: jax.Array, logits: jax.Array, labels: jax.Array) -> dict[str, float | int | bool]:
    if loss > 10.0:
        print("warning: large loss")
    return {
        "loss": to_float(loss),
        "acc": accuracy(logits, labels),
        "first_pred": predicted_class(logits[0]),
        "finite": all_finite(logits),
        "n_confident": int(confident_margins(logits, 0.5).size),
    }
