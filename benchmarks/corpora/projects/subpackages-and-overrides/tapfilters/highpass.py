"""Edge-enhancing filters with a bounded response."""

import jax.numpy as jnp

from tapfilters.base import Filter


class Emphasis(Filter):
    def __init__(self, amount: float, limit: float, mode: str = "scale"):
        super().__init__([-amount, 1.0 + 2.0 * amount, -amount])
        self.limit = float(limit)
        self.mode = mode

    def key(self):
        return super().key() + (self.limit, self.mode)

    def response(self, y):
        if self.gain() > self.limit:
            y = y / self.gain()
        if self.mode == "clip":
            return jnp.clip(y, -self.limit, self.limit)
        peak = jnp.max(jnp.abs(y))
        return jnp.where(peak > self.limit, y * (self.limit / peak), y)
