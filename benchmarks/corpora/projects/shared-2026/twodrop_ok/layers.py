import flax.linen as nn

from . import regularize


class Block(nn.Module):
    width: int
    rate: float

    @nn.compact
    def __call__(self, x, train, rate=None):
        key = self.make_rng("dropout") if train else None
        h = nn.gelu(nn.Dense(self.width)(x))
        r = self.rate if rate is None else rate
        return regularize.dropout(h, r, key, train)
