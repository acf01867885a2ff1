import flax.linen as nn

from .layers import MaskedConv
from .blocks import GatedResidualBlock


class PixelCNN(nn.Module):
    num_levels: int = 2
    features: int = 24
    num_blocks: int = 3

    def setup(self):
        self.stem = MaskedConv(self.features, (5, 5), "A")
        self.blocks = [GatedResidualBlock(self.features) for _ in range(self.num_blocks)]
        self.head = nn.Dense(self.num_levels)

    def __call__(self, x, train=False):
        h = self.stem(2.0 * x / (self.num_levels - 1) - 1.0)
        for block in self.blocks:
            h = block(h, train)
        return self.head(nn.relu(h))
