"""The `lax.map` body relabels class 0 with `jnp.where`."""

import jax.numpy as jnp
from jax import lax


def classify(scores):
    def label(s):
        k = s.argmax()
        return jnp.where(k == 0, -1, k)

    return lax.map(label, scores)


classify(jnp.array([[0.1, 0.9], [0.8, 0.2]]))
