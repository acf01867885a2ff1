"""Damped oscillator integrated with a jitted fori_loop, tracking the peak amplitude."""

import functools

import jax
import jax.numpy as jnp
from jax import lax


class PeakMonitor:
    def __init__(self):
        self.peak = 0.0

    def observe(self, value):
        self.peak = value


@functools.partial(jax.jit, static_argnums=(1, 2))
def integrate(state, steps, monitor):
    dt, k, c = 0.05, 4.0, 0.3

    def body(i, s):
        pos, vel = s
        acc = -k * pos - c * vel
        vel = vel + dt * acc
        pos = pos + dt * vel
        monitor.observe(jnp.maximum(jnp.abs(pos), jnp.abs(s[0])))
        return pos, vel

    return lax.fori_loop(0, steps, body, state)


monitor = PeakMonitor()
pos, vel = integrate((jnp.float32(1.0), jnp.float32(0.0)), 200, monitor)
print("final position", pos, "velocity", vel)
print("peak ratio", pos / monitor.peak)
