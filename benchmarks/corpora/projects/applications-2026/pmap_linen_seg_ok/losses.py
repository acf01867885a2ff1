import jax.numpy as jnp
import optax


def segmentation_loss(logits, labels, ignore_index=-1):
    valid = labels != ignore_index
    safe = jnp.where(valid, labels, 0)
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, safe)
    return jnp.mean(ce, where=valid)


def pixel_accuracy(logits, labels, ignore_index=-1):
    valid = labels != ignore_index
    hit = (jnp.argmax(logits, -1) == labels) & valid
    return hit.sum() / jnp.maximum(valid.sum(), 1)
