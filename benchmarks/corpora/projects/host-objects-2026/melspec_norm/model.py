"""Frame-wise MLP with temporal mean pooling (flax.linen)."""
import flax.linen as nn


class FrameClassifier(nn.Module):
    n_classes: int
    hidden: int = 32

    @nn.compact
    def __call__(self, feats):
        h = nn.relu(nn.Dense(self.hidden)(feats))
        h = h.mean(axis=-2)
        return nn.Dense(self.n_classes)(h)
