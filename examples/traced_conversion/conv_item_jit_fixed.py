"""The accuracy stays an array inside jit; `.item()` runs on the concrete result."""

import jax
import jax.numpy as jnp


@jax.jit
def accuracy(logits, labels):
    correct = jnp.sum(jnp.argmax(logits, axis=-1) == labels)
    return correct / labels.shape[0]


accuracy(jnp.array([[0.1, 0.9], [0.8, 0.2]]), jnp.array([1, 1])).item()
