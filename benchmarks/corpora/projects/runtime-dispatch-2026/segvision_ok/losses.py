"""Per-pixel segmentation losses, selected by ``Config.loss``."""
import jax
import jax.numpy as jnp
import optax

from . import ops
from .registry import LOSSES


@LOSSES.register("masked_xent")
def masked_xent(logits, labels, *, ignore_index, num_classes):
    valid = labels != ignore_index
    safe_labels = jnp.where(valid, labels, 0)
    per_pixel = optax.softmax_cross_entropy_with_integer_labels(logits, safe_labels)
    return ops.masked_mean(per_pixel, valid)


@LOSSES.register("dice")
def dice(logits, labels, *, ignore_index, num_classes):
    valid = (labels != ignore_index)[..., None]
    probs = jax.nn.softmax(logits, axis=-1) * valid
    target = ops.one_hot_ignore(labels, num_classes, ignore_index)
    return 1.0 - ops.soft_dice(probs, target).mean()


@LOSSES.register("focal")
def focal(logits, labels, *, ignore_index, num_classes, gamma=2.0):
    valid = (labels != ignore_index).astype(logits.dtype)
    safe_labels = jnp.where(labels == ignore_index, 0, labels)
    logp = jax.nn.log_softmax(logits, axis=-1)
    logp_t = jnp.take_along_axis(logp, safe_labels[..., None], axis=-1)[..., 0]
    weight = (1.0 - jnp.exp(logp_t)) ** gamma
    return -jnp.sum(weight * logp_t * valid) / jnp.maximum(valid.sum(), 1.0)
