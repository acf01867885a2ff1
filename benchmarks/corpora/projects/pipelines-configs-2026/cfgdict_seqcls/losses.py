"""Losses and metrics."""
import jax
import jax.numpy as jnp
import optax


def smooth_labels(labels, num_classes, smoothing):
    onehot = jax.nn.one_hot(labels, num_classes)
    return onehot * (1.0 - smoothing) + smoothing / num_classes


def classification_loss(logits, labels, cfg):
    targets = smooth_labels(labels, cfg.model.num_classes, cfg.train.get("label_smoothing", 0.0))
    return jnp.mean(optax.softmax_cross_entropy(logits, targets))


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)
