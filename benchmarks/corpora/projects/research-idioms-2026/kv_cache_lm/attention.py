import jax
import jax.numpy as jnp


def decode_mask(max_len, pos):
    # the new query at `pos` may attend to every cached slot up to and including pos
    return jnp.arange(max_len) <= pos


def attend(q, k, v, mask):
    # q: (H, D); k, v: (L, H, D); mask: (L,)
    scores = jnp.einsum("hd,lhd->hl", q, k) / jnp.sqrt(q.shape[-1])
    scores = jnp.where(mask[None, :], scores, -1e9)
    return jnp.einsum("hl,lhd->hd", jax.nn.softmax(scores, -1), v)
