import jax
from flax import nnx


class Trunk(nnx.Module):
    def __init__(self, din, hidden, rate, *, rngs):
        self.fc1 = nnx.Linear(din, hidden, rngs=rngs)
        self.fc2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.drop = nnx.Dropout(rate, rngs=rngs)

    def __call__(self, x, *, deterministic: bool):
        x = jax.nn.relu(self.fc1(x))
        x = self.drop(x, deterministic=deterministic)
        return jax.nn.relu(self.fc2(x))


class SpiralNet(nnx.Module):
    def __init__(self, num_classes, hidden, rate, *, rngs: nnx.Rngs):
        self.trunk = Trunk(2, hidden, rate, rngs=rngs)
        self.head = nnx.Linear(hidden, num_classes, rngs=rngs)

    def __call__(self, x, *, deterministic: bool = False):
        return self.head(self.trunk(x, deterministic=deterministic))
