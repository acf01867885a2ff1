"""flax.linen MLP classifier with dropout."""
from typing import Sequence

import flax.linen as nn


class Classifier(nn.Module):
    hidden: Sequence[int]
    num_classes: int
    dropout: float = 0.0

    @nn.compact
    def __call__(self, x, train=False):
        for width in self.hidden:
            x = nn.relu(nn.Dense(width)(x))
            x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)
