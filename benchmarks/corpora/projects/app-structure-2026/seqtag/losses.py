import jax.numpy as jnp
import optax

from seqtag.masking import masked_mean, padding_mask
from seqtag.registry import register_loss


@register_loss("masked_ce")
def masked_cross_entropy(logits, tags, tokens, cfg):
    mask = padding_mask(tokens, cfg.pad_id)
    per_token = optax.softmax_cross_entropy_with_integer_labels(logits, tags)
    return masked_mean(per_token, mask)


@register_loss("ce")
def cross_entropy(logits, tags, tokens, cfg):
    return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(logits, tags))


def token_accuracy(logits, tags, tokens, pad_id):
    hits = (jnp.argmax(logits, axis=-1) == tags).astype(jnp.float32)
    return masked_mean(hits, padding_mask(tokens, pad_id))
