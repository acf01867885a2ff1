"""jax.grad of a bound method: its first parameter after `self` is differentiated."""

import jax
import jax.numpy as jnp
import numpy as np


class Poisson:
    def __init__(self, scale):
        self.scale = scale

    def rate(self, w, x):
        return np.exp(x @ w)  # E: jax-numpy-on-traced

    def loss(self, w, x, counts):
        r = self.rate(w, x) * self.scale
        return jnp.mean(r - counts * jnp.log(r))


model = Poisson(1.0)
jax.grad(model.loss)(jnp.zeros(2), jnp.ones((3, 2)), jnp.arange(3.0))
