import jax.numpy as jnp
from flax import nnx

from .attention import SelfAttention, causal_mask, sinusoid


class Block(nnx.Module):
    def __init__(self, cfg, *, rngs):
        self.ln1 = nnx.LayerNorm(cfg.d_model, rngs=rngs)
        self.attn = SelfAttention(cfg.d_model, cfg.heads, rngs=rngs)
        self.ln2 = nnx.LayerNorm(cfg.d_model, rngs=rngs)
        self.fc1 = nnx.Linear(cfg.d_model, cfg.mlp_ratio * cfg.d_model, rngs=rngs)
        self.fc2 = nnx.Linear(cfg.mlp_ratio * cfg.d_model, cfg.d_model, rngs=rngs)
        self.drop = nnx.Dropout(cfg.dropout, rngs=rngs) if cfg.dropout > 0 else None

    def __call__(self, x, mask):
        x = x + self.attn(self.ln1(x), mask)
        h = self.fc2(nnx.gelu(self.fc1(self.ln2(x))))
        if self.drop is not None:
            h = self.drop(h)
        return x + h


class LM(nnx.Module):
    def __init__(self, cfg, *, rngs):
        self.n_layers = cfg.layers
        self.d_model = cfg.d_model
        self.embed = nnx.Embed(cfg.vocab, cfg.d_model, rngs=rngs)
        self.blocks = nnx.List([Block(cfg, rngs=rngs) for _ in range(cfg.layers)])
        self.ln_f = nnx.LayerNorm(cfg.d_model, rngs=rngs)
        self.head = nnx.Linear(cfg.d_model, cfg.vocab, rngs=rngs)

    def __call__(self, tokens):
        t = tokens.shape[1]
        x = self.embed(tokens) + jnp.asarray(sinusoid(t, self.d_model))
        mask = causal_mask(t)[None, None]
        for i in range(self.n_layers):
            x = self.blocks[i](x, mask)
        return self.head(self.ln_f(x))
