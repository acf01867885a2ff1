import jax.numpy as jnp
import optax

from .utils.padding import length_mask


def masked_xent(model, batch):
    logits = model(batch["tokens"])
    mask = length_mask(batch["lengths"], batch["tokens"].shape[1])
    ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["tags"])
    loss = jnp.sum(ce * mask) / jnp.maximum(mask.sum(), 1)
    correct = jnp.sum((jnp.argmax(logits, -1) == batch["tags"]) * mask)
    return loss, correct / jnp.maximum(mask.sum(), 1)
