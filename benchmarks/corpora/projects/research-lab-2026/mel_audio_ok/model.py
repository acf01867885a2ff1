import flax.linen as nn


class Classifier(nn.Module):
    hidden: int
    n_classes: int

    @nn.compact
    def __call__(self, feats):
        h = nn.LayerNorm()(feats)
        h = nn.gelu(nn.Dense(self.hidden)(h))
        h = nn.gelu(nn.Dense(self.hidden)(h))
        return nn.Dense(self.n_classes)(h)
