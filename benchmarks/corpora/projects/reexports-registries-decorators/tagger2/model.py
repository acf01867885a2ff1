"""The tagger module."""

import flax.linen as nn
import jax.numpy as jnp

from tagger2 import blocks, ops


class Tagger(nn.Module):
    vocab_size: int
    num_tags: int
    features: int = 32
    depth: int = 2

    def setup(self):
        self.embed = nn.Embed(self.vocab_size, self.features)
        self.blocks = [blocks.MixBlock(self.features, kernel=3 if i == 0 else 5) for i in range(self.depth)]
        self.merge = nn.Dense(self.features)
        self.head = nn.Dense(self.num_tags)

    def __call__(self, tokens, lengths, train=False):
        mask = ops.length_mask(lengths, tokens.shape[1]).astype(jnp.float32)
        h = self.embed(tokens)
        for block in self.blocks:
            h = block(h, mask, train=train)
        context = ops.running_mean(h, lengths)
        h = self.merge(jnp.concatenate([h, context], axis=-1))
        return self.head(nn.gelu(h))
