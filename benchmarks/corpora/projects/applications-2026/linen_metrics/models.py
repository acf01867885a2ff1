import flax.linen as nn


class Classifier(nn.Module):
    features: tuple
    num_classes: int

    @nn.compact
    def __call__(self, x):
        for f in self.features:
            x = nn.Dense(f)(x)
            x = nn.relu(x)
        return nn.Dense(self.num_classes)(x)
