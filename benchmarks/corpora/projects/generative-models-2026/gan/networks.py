import flax.linen as nn


class Generator(nn.Module):
    hidden: tuple
    out_dim: int

    @nn.compact
    def __call__(self, z):
        h = z
        for width in self.hidden:
            h = nn.leaky_relu(nn.Dense(width)(h), 0.2)
        return nn.Dense(self.out_dim)(h)


class Discriminator(nn.Module):
    hidden: tuple
    dropout: float = 0.0

    def setup(self):
        self.layers = [nn.Dense(width) for width in self.hidden]
        self.drop = nn.Dropout(self.dropout)
        self.out = nn.Dense(1)

    def __call__(self, x, train=False):
        for layer in self.layers:
            x = nn.leaky_relu(layer(x), 0.2)
            if self.dropout > 0:
                x = self.drop(x, deterministic=not train)
        return self.out(x)[..., 0]
