import jax.numpy as jnp
import flax.linen as nn

from .. import init
from ..layers import ConvNormAct


class ResidualBlock(nn.Module):
    features: int
    strides: int

    def setup(self):
        self.a = ConvNormAct(self.features, self.strides)
        self.b = ConvNormAct(self.features)
        self.proj = nn.Conv(self.features, (1, 1), (self.strides, self.strides))

    def __call__(self, x):
        return nn.relu(self.proj(x) + self.b(self.a(x), act=False))


class ResNet(nn.Module):
    widths: tuple
    num_classes: int

    def setup(self):
        self.stem = ConvNormAct(self.widths[0])
        self.stages = [ResidualBlock(w, 2) for w in self.widths]
        self.head = nn.Dense(self.num_classes, kernel_init=init.dense_init)

    def __call__(self, x):
        x = self.stem(x)
        for stage in self.stages:
            x = stage(x)
        return self.head(jnp.mean(x, axis=(1, 2)))
