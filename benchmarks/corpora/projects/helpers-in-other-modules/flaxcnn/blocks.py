from typing import Sequence

import flax.linen as nn


class ConvStack(nn.Module):
    features: Sequence[int] = (8, 16)
    n_classes: int = 10
    pool: bool = True

    @nn.compact
    def __call__(self, x):
        for f in self.features:
            x = nn.relu(nn.Conv(f, (3, 3))(x))
            if self.pool:
                x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(self.n_classes)(x)
