from typing import Sequence

import flax.linen as nn


class ConvBlock(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x, train):
        x = nn.Conv(self.features, (3, 3), use_bias=False)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        return nn.relu(x)


class SmallCNN(nn.Module):
    widths: Sequence[int]
    num_classes: int
    dropout: float

    @nn.compact
    def __call__(self, x, train=False):
        for i, w in enumerate(self.widths):
            x = ConvBlock(w)(x, train)
            if i < len(self.widths) - 1:
                x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(self.dropout, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)
