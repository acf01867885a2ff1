import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from . import init


class ChannelNorm(nn.Module):
    eps: float = 1e-5

    def setup(self):
        self.scale = self.param("scale", nn.initializers.ones, (1,))
        self.bias = self.param("bias", nn.initializers.zeros, (1,))

    def __call__(self, x):
        mean = x.mean(axis=-1, keepdims=True)
        var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
        return (x - mean) / jnp.sqrt(var + self.eps) * self.scale + self.bias


class ConvNormAct(nn.Module):
    features: int
    strides: int = 1

    def setup(self):
        s = (self.strides, self.strides)
        self.conv = nn.Conv(self.features, (3, 3), s, use_bias=False, kernel_init=init.conv_init)
        self.norm = ChannelNorm()

    def __call__(self, x, act=True):
        y = self.norm(self.conv(x))
        return nn.relu(y) if act else y
