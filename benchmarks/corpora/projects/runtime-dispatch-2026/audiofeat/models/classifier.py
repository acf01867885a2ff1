"""Temporal convolution over feature frames, global average pooling, linear head."""
import jax
from flax import nnx


class ToneClassifier(nnx.Module):
    def __init__(self, feature_dim, num_classes, channels, kernel, *, rngs):
        self.conv1 = nnx.Conv(feature_dim, channels, (kernel,), padding="SAME", rngs=rngs)
        self.conv2 = nnx.Conv(channels, channels, (kernel,), padding="SAME", rngs=rngs)
        self.norm = nnx.LayerNorm(channels, rngs=rngs)
        self.head = nnx.Linear(channels, num_classes, rngs=rngs)

    def __call__(self, feats):
        h = jax.nn.relu(self.conv1(feats))
        h = jax.nn.relu(self.conv2(h)) + h
        h = self.norm(h.mean(axis=-2))
        return self.head(h)
