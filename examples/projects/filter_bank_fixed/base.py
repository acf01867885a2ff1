"""The base class: convolve, then the subclass's postprocessing, in one jitted method."""

from functools import partial

import jax
import jax.numpy as jnp


class Filter:
    def __init__(self, weights):
        self.weights = tuple(float(w) for w in weights)

    def __hash__(self):
        return hash((type(self).__name__, self.weights))

    def __eq__(self, other):
        return type(self) is type(other) and self.weights == other.weights

    def postprocess(self, y):
        return y

    @partial(jax.jit, static_argnums=0)
    def apply(self, x):
        y = jnp.convolve(x, jnp.asarray(self.weights), mode="same")
        return self.postprocess(y)
