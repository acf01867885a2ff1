import flax.linen as nn

from ..layers import RotaryAttention


class RopeEncoder(nn.Module):
    width: int
    heads: int
    depth: int
    features: int

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.width)(x)
        for _ in range(self.depth):
            x = x + RotaryAttention(self.heads)(nn.RMSNorm()(x))
            x = x + nn.Dense(self.width)(nn.silu(nn.Dense(2 * self.width)(nn.RMSNorm()(x))))
        return nn.Dense(1)(x.mean(axis=-2))
