from typing import Sequence

import flax.linen as nn


class GlyphCNN(nn.Module):
    features: Sequence[int]
    dense: int
    num_classes: int
    dropout: float = 0.0

    @nn.compact
    def __call__(self, x, train=False):
        for f in self.features:
            x = nn.relu(nn.Conv(f, (3, 3))(x))
            if x.shape[1] > 2:
                x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(self.dense)(x))
        if self.dropout > 0.0:
            x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)
