"""Flax model with batch normalisation."""

import flax.linen as nn


class BNClassifier(nn.Module):
    hidden: int = 32
    classes: int = 3

    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(self.hidden)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        return nn.Dense(self.classes)(x)
