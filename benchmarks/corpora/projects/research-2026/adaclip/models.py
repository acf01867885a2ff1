import jax
from flax import nnx


class ResidualMLPBlock(nnx.Module):
    def __init__(self, width, dropout, rngs):
        self.norm = nnx.LayerNorm(width, rngs=rngs)
        self.fc1 = nnx.Linear(width, width, rngs=rngs)
        self.fc2 = nnx.Linear(width, width, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)

    def __call__(self, x):
        h = self.fc1(self.norm(x))
        h = self.drop(jax.nn.relu(h))
        return x + self.fc2(h)


class TabularNet(nnx.Module):
    def __init__(self, features, hidden, classes, depth, dropout, rngs):
        self.stem = nnx.Linear(features, hidden, rngs=rngs)
        self.blocks = nnx.List(
            [ResidualMLPBlock(hidden, dropout, rngs) for _ in range(depth)]
        )
        self.out = nnx.Linear(hidden, classes, rngs=rngs)

    def __call__(self, x):
        x = self.stem(x)
        for block in self.blocks:
            x = block(x)
        return self.out(x)
