import jax.numpy as jnp
from jax import lax

from .args import BOS, PAD


def greedy_decode(model, params, src, max_len):
    """Autoregressive greedy decoding; the decoder is causal, so re-running it on
    the growing prefix gives the same logits as incremental decoding."""
    b = src.shape[0]
    tgt_in = jnp.full((b, max_len), PAD, dtype=src.dtype).at[:, 0].set(BOS)
    out = jnp.zeros((b, max_len), dtype=src.dtype)

    def body(i, carry):
        tgt_in, out = carry
        logits = model.apply(params, src, tgt_in)
        nxt = jnp.argmax(logits[:, i], axis=-1).astype(src.dtype)
        out = out.at[:, i].set(nxt)
        tgt_in = tgt_in.at[:, jnp.minimum(i + 1, max_len - 1)].set(
            jnp.where(i + 1 < max_len, nxt, tgt_in[:, max_len - 1]))
        return tgt_in, out

    _, out = lax.fori_loop(0, max_len, body, (tgt_in, out))
    return out
