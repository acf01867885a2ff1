"""nnx model."""
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, dim, hidden, num_classes, rngs):
        self.fc1 = nnx.Linear(dim, hidden, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, num_classes, rngs=rngs)

    def __call__(self, x):
        return self.fc2(nnx.gelu(self.fc1(x)))
