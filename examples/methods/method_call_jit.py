"""`jax.jit(obj.__call__)`: the call's samples are traced, the constructor's floats are
not, so comparing the traced peak with the ceiling converts a tracer to bool."""

import jax
import jax.numpy as jnp


class Limiter:
    def __init__(self, ceiling, makeup_gain):
        self.ceiling = ceiling
        self.makeup_gain = makeup_gain

    def __call__(self, samples):
        peak = jnp.abs(samples).max()
        if peak > self.ceiling:  # E: jax-traced-bool
            samples = samples * (self.ceiling / peak)
        return samples * self.makeup_gain


limiter = Limiter(ceiling=0.8, makeup_gain=1.25)
process = jax.jit(limiter.__call__)
process(jnp.array([0.2, -1.5, 0.9]))
