"""Building blocks of the tagger."""

import flax.linen as nn


class MixBlock(nn.Module):
    features: int
    kernel: int = 3
    rate: float = 0.1

    def setup(self):
        self.norm = nn.LayerNorm()
        self.conv = nn.Conv(self.features, (self.kernel,), padding="SAME")
        self.dense = nn.Dense(self.features)
        self.drop = nn.Dropout(self.rate)

    def __call__(self, h, mask, train=False):
        y = self.conv(self.norm(h))
        y = self.dense(nn.gelu(y))
        y = self.drop(y, deterministic=not train)
        return h + y * mask[..., None]
