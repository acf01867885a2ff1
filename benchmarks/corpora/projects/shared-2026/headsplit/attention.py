import jax.numpy as jnp

from . import blocks, ops, shapes


def scores(params, x, n_heads):
    q = blocks.split_heads(x @ params["wq"], n_heads)
    k = blocks.split_heads(x @ params["wk"], n_heads)
    scale = ops.scale_for(shapes.head_dim(x.shape[-1], n_heads))
    return ops.softmax(jnp.einsum("bhqd,bhkd->bhqk", q, k) * scale)


def self_attend(params, x, n_heads):
    probs = scores(params, x, n_heads)
    v = blocks.split_heads(x @ params["wv"], n_heads)
    return blocks.merge_heads(probs @ v) @ params["wo"], probs
