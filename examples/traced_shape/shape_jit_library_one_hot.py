"""`jax.jit(jax.nn.one_hot)` traces every argument, `num_classes` too."""

import jax
import jax.numpy as jnp

encode = jax.jit(jax.nn.one_hot)


def cross_entropy(logits, labels):
    targets = encode(labels, logits.shape[-1])  # E: jax-traced-shape
    return -jnp.mean(jnp.sum(targets * jax.nn.log_softmax(logits), axis=-1))


cross_entropy(jnp.zeros((2, 3)), jnp.array([0, 2]))
