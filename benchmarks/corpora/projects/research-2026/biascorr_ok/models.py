import flax.linen as nn


class Encoder(nn.Module):
    widths: tuple
    latent: int

    @nn.compact
    def __call__(self, x):
        for w in self.widths:
            x = nn.relu(nn.Dense(w)(x))
        return nn.Dense(self.latent)(x)


class Decoder(nn.Module):
    widths: tuple
    out_dim: int

    @nn.compact
    def __call__(self, z):
        for w in reversed(self.widths):
            z = nn.relu(nn.Dense(w)(z))
        return nn.Dense(self.out_dim)(z)


class DAE(nn.Module):
    widths: tuple
    latent: int
    out_dim: int
    dropout: float

    @nn.compact
    def __call__(self, x, train=True):
        x = nn.Dropout(self.dropout, deterministic=not train)(x)
        z = Encoder(self.widths, self.latent)(x)
        return Decoder(self.widths, self.out_dim)(z), z
