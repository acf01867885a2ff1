import flax.linen as nn

from . import layers, sizes


class Net(nn.Module):
    width: int
    depth: int
    ratio: float
    classes: int

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.width)(x)
        for w in sizes.layer_widths(self.width, self.depth, self.ratio):
            x = layers.Bottleneck(w, self.ratio)(x)
        return nn.Dense(self.classes)(x)
