"""Fully convolutional segmentation heads."""
import flax.linen as nn

from ..registry import MODELS


@MODELS.register("fcn")
class FCN(nn.Module):
    num_classes: int
    features: int = 8
    depth: int = 2

    @nn.compact
    def __call__(self, x):
        if x.ndim == 3:
            x = x[..., None]
        for _ in range(self.depth):
            x = nn.relu(nn.Conv(self.features, (3, 3))(x))
        return nn.Conv(self.num_classes, (1, 1))(x)


@MODELS.register("dilated")
class DilatedFCN(nn.Module):
    num_classes: int
    features: int = 8
    dilations: tuple = (1, 2, 4)

    @nn.compact
    def __call__(self, x):
        if x.ndim == 3:
            x = x[..., None]
        for rate in self.dilations:
            x = nn.relu(nn.Conv(self.features, (3, 3), kernel_dilation=rate)(x))
        return nn.Conv(self.num_classes, (1, 1))(x)
