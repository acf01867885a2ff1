import equinox as eqx
import jax
import jax.numpy as jnp


def attention_mask(segments=None, length=None):
    n = segments.shape[0] if segments is not None else length
    causal = jnp.tril(jnp.ones((n, n), dtype=bool))
    if segments is None:
        return causal
    same = segments[:, None] == segments[None, :]
    return causal & same


class Block(eqx.Module):
    ln1: eqx.nn.LayerNorm
    attn: eqx.nn.MultiheadAttention
    ln2: eqx.nn.LayerNorm
    mlp: eqx.nn.MLP

    def __init__(self, d_model, n_heads, key):
        k1, k2 = jax.random.split(key)
        self.ln1 = eqx.nn.LayerNorm(d_model)
        self.attn = eqx.nn.MultiheadAttention(n_heads, d_model, key=k1)
        self.ln2 = eqx.nn.LayerNorm(d_model)
        self.mlp = eqx.nn.MLP(d_model, d_model, 4 * d_model, depth=1, activation=jax.nn.gelu, key=k2)

    def __call__(self, x, mask):
        h = jax.vmap(self.ln1)(x)
        x = x + self.attn(h, h, h, mask=mask)
        return x + jax.vmap(self.mlp)(jax.vmap(self.ln2)(x))


class CharLM(eqx.Module):
    embed: eqx.nn.Embedding
    pos: eqx.nn.Embedding
    blocks: list
    ln_f: eqx.nn.LayerNorm
    head: eqx.nn.Linear

    def __init__(self, vocab_size, seq_len, d_model, n_heads, n_layers, key):
        keys = jax.random.split(key, n_layers + 3)
        self.embed = eqx.nn.Embedding(vocab_size, d_model, key=keys[0])
        self.pos = eqx.nn.Embedding(seq_len, d_model, key=keys[1])
        self.blocks = [Block(d_model, n_heads, keys[2 + i]) for i in range(n_layers)]
        self.ln_f = eqx.nn.LayerNorm(d_model)
        self.head = eqx.nn.Linear(d_model, vocab_size, key=keys[-1])

    def __call__(self, tokens, positions, segments=None):
        x = jax.vmap(self.embed)(tokens) + jax.vmap(self.pos)(positions)
        mask = attention_mask(segments, length=tokens.shape[0])
        for block in self.blocks:
            x = block(x, mask)
        return jax.vmap(self.head)(jax.vmap(self.ln_f)(x))
