import jax
import jax.numpy as jnp

EMBED = 16


def init(key, vocab):
    k1, k2 = jax.random.split(key)
    return {"emb": 0.1 * jax.random.normal(k1, (vocab, EMBED)), "out": 0.1 * jax.random.normal(k2, (EMBED, vocab))}


def logits(params, tokens):
    h = jnp.tanh(params["emb"][tokens])
    return h @ params["out"]
