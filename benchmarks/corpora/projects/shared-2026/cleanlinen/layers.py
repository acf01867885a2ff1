import flax.linen as nn

from . import ops, sizes


class Bottleneck(nn.Module):
    width: int
    ratio: float

    @nn.compact
    def __call__(self, x):
        inner = sizes.bottleneck(self.width, self.ratio)
        h = nn.relu(nn.Dense(inner)(x))
        h = nn.Dense(x.shape[-1])(h)
        return x + ops.scale_by_width(h, inner)
