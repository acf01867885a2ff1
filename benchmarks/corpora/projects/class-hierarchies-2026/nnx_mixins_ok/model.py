import jax
import jax.numpy as jnp
from flax import nnx


class FourierFeatures(nnx.Module):
    def __init__(self, in_dim, n_freq, rngs):
        self.B = nnx.Variable(jax.random.normal(rngs.params(), (in_dim, n_freq)) * 2.0)

    def __call__(self, x):
        proj = x @ self.B[...]
        return jnp.concatenate([jnp.sin(proj), jnp.cos(proj)], axis=-1)


class SpiralNet(nnx.Module):
    def __init__(self, hidden, depth, dropout, rngs, n_classes=2, n_freq=16):
        self.features = FourierFeatures(2, n_freq, rngs)
        dims = [2 * n_freq] + [hidden] * depth
        self.layers = nnx.List([nnx.Linear(a, b, rngs=rngs) for a, b in zip(dims[:-1], dims[1:])])
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.head = nnx.Linear(hidden, n_classes, rngs=rngs)

    def __call__(self, x):
        h = self.features(x)
        for layer in self.layers:
            h = self.drop(nnx.relu(layer(h)))
        return self.head(h)
