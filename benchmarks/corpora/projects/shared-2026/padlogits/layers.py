from flax import nnx

from . import shapes


class Trunk(nnx.Module):
    def __init__(self, features, hidden, rngs):
        self.fc1 = nnx.Linear(features, hidden, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, hidden, rngs=rngs)

    def __call__(self, x):
        return nnx.relu(self.fc2(nnx.relu(self.fc1(x))))


class Head(nnx.Module):
    def __init__(self, hidden, classes, rngs):
        self.out = nnx.Linear(hidden, classes, rngs=rngs)
        self.bias = nnx.Param(shapes.zeros_row(classes))

    def __call__(self, h):
        return self.out(h) + self.bias[...]
