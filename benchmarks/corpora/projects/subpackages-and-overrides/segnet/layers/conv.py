"""A same-padded one-dimensional convolution."""

import flax.linen as nn
from jax import lax

from segnet.config import NetConfig


class Conv1D(nn.Module):
    cfg: NetConfig
    features: int

    @nn.compact
    def __call__(self, x):
        kernel = self.param(
            "kernel",
            nn.initializers.lecun_normal(),
            (self.cfg.kernel_size, x.shape[-1], self.features),
        )
        bias = self.param("bias", nn.initializers.zeros, (self.features,))
        y = lax.conv_general_dilated(
            x, kernel, window_strides=(1,), padding="SAME", dimension_numbers=("NWC", "WIO", "NWC")
        )
        return y + bias
