"""The constructor's Python values (`rate`, `substeps`) are static inside `_impl`."""

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
        if self.rate > 0.5:
            state = jnp.where(state.sum() > 10.0, state / 2.0, state)
        return state

    def run(self, observations):
        state = jnp.zeros_like(observations[0])
        for obs in observations:
            state = self._step(state, obs)
        return state


Tracker(0.9, 2).run(jnp.ones((4, 3)))
