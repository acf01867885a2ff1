import jax
import jax.numpy as jnp


def smoothed_targets(labels, num_classes: int, smoothing: float):
    onehot = jax.nn.one_hot(labels, num_classes)
    return onehot * (1.0 - smoothing) + smoothing / num_classes


def cross_entropy(logits, labels, num_classes: int, smoothing: float = 0.0):
    targets = smoothed_targets(labels, num_classes, smoothing)
    return -jnp.mean(jnp.sum(targets * jax.nn.log_softmax(logits), axis=-1))


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, -1) == labels)
