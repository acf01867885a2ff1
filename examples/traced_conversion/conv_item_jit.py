"""`x.item()` of a traced value under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def accuracy(logits, labels):
    correct = jnp.sum(jnp.argmax(logits, axis=-1) == labels)
    return correct.item() / labels.shape[0]  # E: jax-traced-conversion


accuracy(jnp.array([[0.1, 0.9], [0.8, 0.2]]), jnp.array([1, 1]))
