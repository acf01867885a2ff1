"""Edge-enhancing stencils with a bounded response."""

import jax.numpy as jnp

from stencilkit.base import Stencil


class Sharpen(Stencil):
    def __init__(self, amount: float, limit: float):
        super().__init__([-amount, 1.0 + 2.0 * amount, -amount])
        self.amount = amount
        self.limit = limit

    def key(self):
        return super().key() + (self.limit,)

    def postprocess(self, y):
        peak = jnp.max(jnp.abs(y))
        if peak > self.limit:
            return y * (self.limit / peak)
        return y
