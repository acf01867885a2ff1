"""A causal fixed-window MLP language model written with plain jax."""
import jax
import jax.numpy as jnp


def init_params(key, cfg):
    vocab = cfg.get("vocab_size", 16)
    d = cfg.get("embed_dim", 32)
    ctx = cfg.get("context", 3)
    hidden = cfg.get("hidden_dim", 64)
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "embed": jax.random.normal(k1, (vocab, d)) * 0.1,
        "w1": jax.random.normal(k2, (ctx * d, hidden)) / jnp.sqrt(ctx * d),
        "b1": jnp.zeros((hidden,)),
        "w2": jax.random.normal(k3, (hidden, vocab)) / jnp.sqrt(hidden),
        "b2": jnp.zeros((vocab,)),
    }


def context_windows(emb, context):
    """Stack the previous `context` embeddings (left-padded with zeros) per position."""
    padded = jnp.pad(emb, ((context - 1, 0), (0, 0)))
    length = emb.shape[0]
    cols = [padded[i:i + length] for i in range(context)]
    return jnp.concatenate(cols, axis=-1)


def apply(params, tokens):
    """tokens: [T] int -> logits [T, vocab] predicting the next token."""
    emb = params["embed"][tokens]
    context = params["w1"].shape[0] // params["embed"].shape[1]
    h = context_windows(emb, context)
    h = jax.nn.relu(h @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


batched_apply = jax.vmap(apply, in_axes=(None, 0))
