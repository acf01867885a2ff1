"""A softmax written with `np.exp`, vmapped over a batch of logits."""

import jax
import jax.numpy as jnp
import numpy as np


def softmax(logits):
    shifted = logits - logits.max()
    e = np.exp(shifted)  # E: jax-numpy-on-traced
    return e / e.sum()


jax.vmap(softmax)(jnp.arange(6.0).reshape(2, 3))
