import jax.numpy as jnp


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)


def class_balanced_weights(labels):
    """Inverse-frequency weight for each example, normalised to mean 1."""
    num_classes = int(labels.max()) + 1
    counts = jnp.bincount(labels, length=num_classes)
    inv = 1.0 / jnp.maximum(counts, 1)
    w = inv[labels]
    return w / jnp.mean(w)
