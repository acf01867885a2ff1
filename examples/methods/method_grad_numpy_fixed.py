"""`jnp.exp` works on the differentiated tracer; the Python float scale is static."""

import jax
import jax.numpy as jnp


class Poisson:
    def __init__(self, scale):
        self.scale = scale

    def rate(self, w, x):
        return jnp.exp(x @ w)

    def loss(self, w, x, counts):
        if w[0] > 0:  # under grad alone, a differentiated tracer converts to bool
            w = w * 1.0
        r = self.rate(w, x) * self.scale
        return jnp.mean(r - counts * jnp.log(r))


model = Poisson(1.0)
jax.grad(model.loss)(jnp.zeros(2), jnp.ones((3, 2)), jnp.arange(3.0))
