import flax.linen as nn

from .layers import MLP, GaussianHead


class Encoder(nn.Module):
    hidden: tuple
    latent_dim: int
    dropout: float = 0.0

    def setup(self):
        self.trunk = MLP(self.hidden, dropout=self.dropout)
        self.head = GaussianHead(self.latent_dim)

    def __call__(self, x, deterministic=True):
        return self.head(self.trunk(x, deterministic=deterministic))


class Decoder(nn.Module):
    hidden: tuple
    out_dim: int

    def setup(self):
        self.trunk = MLP(tuple(reversed(self.hidden)))
        self.logits = nn.Dense(self.out_dim)

    def __call__(self, z):
        return self.logits(self.trunk(z))
