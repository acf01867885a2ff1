"""`static_argnums` of a jitted bound method count from the first parameter after `self`."""

import jax
import jax.numpy as jnp


class Smoother:
    def __init__(self, rate):
        self.rate = rate

    def apply(self, x, steps):
        for _ in range(steps):
            x = self.rate * x + (1.0 - self.rate) * x.mean()
        if self.rate > 0.25:  # a Python float from the constructor: static
            x = x * 2.0
        return x


smooth = jax.jit(Smoother(0.5).apply, static_argnums=1)
smooth(jnp.arange(4.0), 3)
