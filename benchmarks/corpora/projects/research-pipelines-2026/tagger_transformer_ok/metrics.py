import jax.numpy as jnp
import optax


def masked_xent(logits, tags, mask):
    ll = optax.softmax_cross_entropy_with_integer_labels(logits, tags)
    w = mask.astype(logits.dtype)
    return jnp.sum(ll * w) / jnp.maximum(w.sum(), 1.0)


def masked_accuracy(logits, tags, mask):
    pred = jnp.argmax(logits, axis=-1)
    correct = jnp.where(mask, pred == tags, False)
    return correct.sum() / jnp.maximum(mask.sum(), 1)


def per_tag_counts(logits, mask, num_tags):
    pred = jnp.argmax(logits, axis=-1)
    onehot = (pred[..., None] == jnp.arange(num_tags)) & mask[..., None]
    return onehot.sum(axis=(0, 1))
