"""The tagging model."""

import flax.linen as nn

from tagger.config import ModelConfig
from tagger.nn.dense import Dense
from tagger.nn.embed import Embed
from tagger.nn.norm import FeatureNorm


class Tagger(nn.Module):
    cfg: ModelConfig

    @nn.compact
    def __call__(self, tokens):
        h = Embed(self.cfg)(tokens)
        h = Dense(self.cfg, self.cfg.hidden)(h)
        if self.cfg.use_norm:
            h = FeatureNorm(self.cfg)(h)
        h = nn.gelu(h)
        return Dense(self.cfg, self.cfg.n_tags)(h)
