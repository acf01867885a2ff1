from typing import Tuple

import flax.linen as nn


class Encoder(nn.Module):
    features: Tuple[int, ...]
    latent_dim: int

    @nn.compact
    def __call__(self, x):
        for feat in self.features:
            x = nn.Conv(feat, (3, 3), strides=(2, 2))(x)
            x = nn.gelu(x)
        return nn.Conv(self.latent_dim, (1, 1))(x)


class Decoder(nn.Module):
    features: Tuple[int, ...]
    channels: int = 1

    @nn.compact
    def __call__(self, z):
        for feat in reversed(self.features):
            z = nn.ConvTranspose(feat, (3, 3), strides=(2, 2))(z)
            z = nn.gelu(z)
        return nn.Conv(self.channels, (3, 3))(z)


class ResidualBlock(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        h = nn.gelu(nn.Conv(self.features, (3, 3))(x))
        return x + nn.Conv(self.features, (3, 3))(h)


class AutoEncoder(nn.Module):
    features: Tuple[int, ...]
    latent_dim: int
    num_blocks: int

    def setup(self):
        self.encoder = Encoder(self.features, self.latent_dim)
        self.blocks = [ResidualBlock(self.latent_dim) for _ in range(self.num_blocks)]
        self.decoder = Decoder(self.features)

    def __call__(self, x):
        z = self.encoder(x)
        for block in self.blocks:
            z = block(z)
        return self.decoder(z)
