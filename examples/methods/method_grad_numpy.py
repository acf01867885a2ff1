"""`jax.grad` of a bound method differentiates the first parameter after `self`: NumPy
cannot turn that tracer into an array."""

import jax
import jax.numpy as jnp
import numpy as np


class SpringChain:
    def __init__(self, rest_length):
        self.rest_length = rest_length

    def energy(self, positions, stiffness):
        lengths = np.abs(positions[1:] - positions[:-1])  # E: jax-numpy-on-traced
        return 0.5 * stiffness * jnp.sum((lengths - self.rest_length) ** 2)


chain = SpringChain(rest_length=1.0)
jax.grad(chain.energy)(jnp.array([0.0, 1.2, 2.1, 3.5]), 4.0)
