from __future__ import annotations

from typing import Sequence

import flax.linen as nn
from jaxtyping import Array, Float

from .layers import DenseBlock


class Classifier(nn.Module):
    hidden: Sequence[int]
    num_classes: int
    dropout: float = 0.1

    @nn.compact
    def __call__(self, x: Float[Array, "b d"], train: bool = False) -> Float[Array, "b c"]:
        for width in self.hidden:
            x = DenseBlock(width, self.dropout)(x, train)
        return nn.Dense(self.num_classes)(x)
