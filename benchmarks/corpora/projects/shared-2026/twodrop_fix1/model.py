import flax.linen as nn

from . import layers, windows


class Forecaster(nn.Module):
    hidden: int
    horizon: int
    rate: float

    @nn.compact
    def __call__(self, ctx, train=False, drop=None):
        h = layers.Block(self.hidden, self.rate)(ctx, train)
        h = layers.Block(self.hidden, self.rate)(h, train, rate=drop)
        level = windows.last(ctx, 1)
        return level + nn.Dense(self.horizon)(h)
