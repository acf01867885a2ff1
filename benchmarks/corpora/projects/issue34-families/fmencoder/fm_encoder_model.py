import jax
import jax.numpy as jnp

from .fm_encoder_layers import self_attention


def init_params(key, dim):
    k1, k2 = jax.random.split(key)
    return {"wq": jax.random.normal(k1, (dim, dim)) * 0.1, "wk": jax.random.normal(k2, (dim, dim)) * 0.1}


@jax.jit
def decode(params, tokens, seq_len):
    h = self_attention(params, tokens, seq_len)
    return h.mean(axis=-1)
