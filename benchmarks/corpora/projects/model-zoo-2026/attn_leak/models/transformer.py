import jax
from flax import nnx

from ..layers import FeedForward, SelfAttention


class Block(nnx.Module):
    def __init__(self, width, heads, *, rngs):
        self.norm1 = nnx.LayerNorm(width, rngs=rngs)
        self.attn = SelfAttention(width, heads, rngs=rngs)
        self.norm2 = nnx.LayerNorm(width, rngs=rngs)
        self.ff = FeedForward(width, rngs=rngs)

    def __call__(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.ff(self.norm2(x))


class TransformerClassifier(nnx.Module):
    def __init__(self, cfg, *, rngs):
        self.embed = nnx.Embed(cfg.vocab, cfg.width, rngs=rngs)
        self.pos = nnx.Param(0.02 * jax.random.normal(rngs.params(), (cfg.max_len, cfg.width)))
        self.blocks = nnx.List([Block(cfg.width, cfg.heads, rngs=rngs) for _ in range(cfg.depth)])
        self.head = nnx.Linear(cfg.width, cfg.num_classes, rngs=rngs)

    def __call__(self, tokens):
        x = self.embed(tokens) + self.pos[: tokens.shape[1]]
        for block in self.blocks:
            x = block(x)
        return self.head(x.mean(axis=1))
