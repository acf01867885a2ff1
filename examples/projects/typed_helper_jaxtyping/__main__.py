"""Predicts the class of one row of logits."""

import jax
import jax.numpy as jnp

from typed_helper_jaxtyping.scoring import top_class


@jax.jit
def predict(logits):
    return top_class(logits)


print(predict(jnp.array([[0.1, 0.7, 0.2]])))
