"""A small convolutional classifier (flax.linen)."""
import flax.linen as nn


class SmallCNN(nn.Module):
    n_classes: int
    features: int = 8

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(self.features, (3, 3))(x))
        x = nn.relu(nn.Conv(self.features, (3, 3), strides=(2, 2))(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.n_classes)(x)
