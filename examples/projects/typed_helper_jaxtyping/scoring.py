"""Scores to classes; the helper reads it with `int()`, which needs a concrete value."""

import jax.numpy as jnp
from jaxtyping import Array, Float


def top_class(logits: Float[Array, "b c"]):  # noqa: F722
    return int(jnp.argmax(logits))  # E: jax-traced-conversion
