import jax.numpy as jnp
from flax import nnx

from . import layers


class PrunedEncoder(nnx.Module):
    def __init__(self, cfg, rngs):
        self.embed = nnx.Embed(cfg.vocab, cfg.dim, rngs=rngs)
        self.pos = nnx.Param(jnp.zeros((64, cfg.dim)))
        self.blocks = nnx.List([layers.Block(cfg.dim, cfg.heads, rngs) for _ in range(cfg.depth)])
        self.scorer = layers.TokenScorer(cfg.dim, rngs)
        self.head = nnx.Linear(cfg.dim, cfg.num_classes, rngs=rngs)
        self.threshold = cfg.keep_threshold

    def __call__(self, tokens):
        pad_mask = tokens != 0
        h = self.embed(tokens) + self.pos[: tokens.shape[1]]
        for block in self.blocks:
            h = block(h, pad_mask)
        scores = self.scorer(h)
        pooled = layers.pool_kept_tokens(h, scores, pad_mask, self.threshold)
        return self.head(pooled)
