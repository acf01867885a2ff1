"""`self._step = jax.jit(self._impl)` in `__init__`: `_impl`'s parameters are traced."""

import jax
import jax.numpy as jnp


class Integrator:
    def __init__(self, dt, order):
        self.dt = dt
        self.order = order  # a Python int: static inside _impl
        self._step = jax.jit(self._impl)

    def _impl(self, position, velocity):
        for _ in range(self.order):
            position = position + self.dt * velocity / self.order
        if jnp.abs(position).max() > 5.0:  # E: jax-traced-bool
            velocity = -velocity
        return position, velocity

    def simulate(self, position, velocity, n):
        for _ in range(n):
            position, velocity = self._step(position, velocity)
        return position


Integrator(0.1, 3).simulate(jnp.zeros(2), jnp.ones(2), 5)
