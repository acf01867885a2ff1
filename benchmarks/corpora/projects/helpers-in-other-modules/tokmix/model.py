import jax
import jax.numpy as jnp

from .utils import pad_to, truncate


def init_params(key, vocab, dim, out):
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (vocab, dim)) * 0.1,
        "proj": jax.random.normal(k2, (dim, out)) * 0.1,
    }


@jax.jit
def encode(params, tokens, n_keep):
    emb = params["embed"][tokens]
    kept = truncate(emb, n_keep)
    pooled = pad_to(kept, tokens.shape[0]).mean(axis=0)
    return jnp.tanh(pooled @ params["proj"])
