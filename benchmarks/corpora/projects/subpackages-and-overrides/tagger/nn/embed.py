"""Token embeddings."""

import flax.linen as nn
import jax.numpy as jnp

from tagger.config import ModelConfig


class Embed(nn.Module):
    cfg: ModelConfig

    @nn.compact
    def __call__(self, tokens):
        table = self.param("table", nn.initializers.normal(0.1), (self.cfg.vocab, self.cfg.embed))
        table = table.at[self.cfg.pad_id].set(0.0)
        return jnp.take(table, tokens, axis=0)
