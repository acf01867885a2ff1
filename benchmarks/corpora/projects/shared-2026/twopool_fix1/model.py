import equinox as eqx
import jax

from . import pool


class Classifier(eqx.Module):
    hidden: eqx.nn.Linear
    out: eqx.nn.Linear
    factor: int = eqx.field(static=True)

    def __init__(self, length, hidden, classes, factor, key):
        k1, k2 = jax.random.split(key)
        self.factor = factor
        self.hidden = eqx.nn.Linear(length // factor, hidden, key=k1)
        self.out = eqx.nn.Linear(hidden, classes, key=k2)

    def __call__(self, x):
        h = pool.downsample(x, self.factor)
        return self.out(jax.nn.relu(self.hidden(h)))
