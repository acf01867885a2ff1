import flax.linen as nn


class PooledMLP(nn.Module):
    width: int
    heads: int
    depth: int
    features: int

    @nn.compact
    def __call__(self, x):
        x = x.mean(axis=-2)
        for _ in range(self.depth):
            x = nn.tanh(nn.Dense(self.width)(x))
        return nn.Dense(1)(x)
