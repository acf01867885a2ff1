"""The limiting factor is selected with `jnp.where`; a test of the constructor's
`makeup_gain` alone is a Python comparison, fine under jit."""

import jax
import jax.numpy as jnp


class Limiter:
    def __init__(self, ceiling, makeup_gain):
        self.ceiling = ceiling
        self.makeup_gain = makeup_gain

    def __call__(self, samples):
        peak = jnp.abs(samples).max()
        scale = jnp.where(peak > self.ceiling, self.ceiling / peak, 1.0)
        if self.makeup_gain != 1.0:
            scale = scale * self.makeup_gain
        return samples * scale


limiter = Limiter(ceiling=0.8, makeup_gain=1.25)
process = jax.jit(limiter.__call__)
process(jnp.array([0.2, -1.5, 0.9]))
