import jax.numpy as jnp
import optax


def masked_cross_entropy(logits, labels, mask):
    losses = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    return jnp.sum(losses * mask) / jnp.maximum(jnp.sum(mask), 1)


def masked_accuracy(logits, labels, mask):
    correct = jnp.argmax(logits, axis=-1) == labels
    return jnp.sum(correct * mask) / jnp.maximum(jnp.sum(mask), 1)
