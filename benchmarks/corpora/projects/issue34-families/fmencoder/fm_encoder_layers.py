import jax
import jax.numpy as jnp

from .fm_encoder_masks import causal_mask


def self_attention(params, x, seq_len):
    q = x @ params["wq"]
    k = x @ params["wk"]
    scores = q @ k.T / jnp.sqrt(q.shape[-1])
    mask = causal_mask(x.shape[0])
    scores = jnp.where(mask, scores, -1e9)
    return jax.nn.softmax(scores, axis=-1) @ x
