from typing import Sequence

import flax.linen as nn

from .blocks import DenseBlock


class Classifier(nn.Module):
    widths: Sequence[int]
    num_classes: int

    @nn.compact
    def __call__(self, x):
        for i, w in enumerate(self.widths):
            x = DenseBlock(w, use_norm=i > 0)(x)
        return nn.Dense(self.num_classes)(x)
