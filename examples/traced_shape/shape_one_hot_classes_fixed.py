"""The class count is the logits' last dimension: a Python int while tracing."""

import jax
import jax.numpy as jnp


@jax.jit
def cross_entropy(logits, labels):
    num_classes = logits.shape[-1]
    targets = jax.nn.one_hot(labels, num_classes)
    return -jnp.mean(jnp.sum(targets * jax.nn.log_softmax(logits), axis=-1))


cross_entropy(jnp.zeros((4, 3)), jnp.array([0, 2, 1, 2]))
