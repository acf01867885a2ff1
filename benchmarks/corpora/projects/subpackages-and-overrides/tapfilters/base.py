"""The filter base class."""

import jax.numpy as jnp
import numpy as np


class Filter:
    """A set of taps convolved along the last axis, then a response step."""

    def __init__(self, taps):
        self.taps = tuple(float(t) for t in taps)

    def key(self):
        return (type(self).__name__, self.taps)

    def __hash__(self):
        return hash(self.key())

    def __eq__(self, other):
        return isinstance(other, Filter) and self.key() == other.key()

    def gain(self) -> float:
        return float(np.sum(np.abs(np.asarray(self.taps))))

    def response(self, y):
        return y

    def forward(self, x):
        kernel = jnp.asarray(self.taps, dtype=x.dtype)
        if len(self.taps) % 2 == 0:
            kernel = jnp.concatenate([kernel, jnp.zeros((1,), dtype=x.dtype)])
        y = jnp.convolve(x, kernel, mode="same")
        return self.response(y)
