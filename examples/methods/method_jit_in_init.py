"""`self._step = jax.jit(self._impl)` in `__init__`: `_impl`'s parameters are traced."""

import jax
import jax.numpy as jnp


class Tracker:
    def __init__(self, rate, substeps):
        self.rate = rate
        self.substeps = substeps
        self._step = jax.jit(self._impl)

    def _impl(self, state, obs):
        for _ in range(self.substeps):
            state = self.rate * state + (1.0 - self.rate) * obs
        if state.sum() > 10.0:  # E: jax-traced-bool
            state = state / 2.0
        return state

    def run(self, observations):
        state = jnp.zeros_like(observations[0])
        for obs in observations:
            state = self._step(state, obs)
        return state


Tracker(0.9, 2).run(jnp.ones((4, 3)))
