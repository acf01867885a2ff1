"""A traffic light state machine advanced with fori_loop, counting time in each phase."""

import jax
import jax.numpy as jnp
from jax import lax

DURATIONS = jnp.array([5, 2, 4])


class Light:
    def __init__(self, phase, timer, counts):
        self.phase = phase
        self.timer = timer
        self.counts = counts

    def tick(self):
        self.counts = self.counts.at[self.phase].add(1)
        self.timer = self.timer + 1
        expired = self.timer >= DURATIONS[self.phase]
        self.phase, self.timer = lax.cond(
            expired,
            lambda p, t: ((p + 1) % 3, jnp.zeros_like(t)),
            lambda p, t: (p, t),
            self.phase, self.timer)

    def as_tuple(self):
        return self.phase, self.timer, self.counts


@jax.jit
def run(steps):
    def body(i, state):
        light = Light(*state)
        light.tick()
        return light.as_tuple()

    init = (jnp.int32(0), jnp.int32(0), jnp.zeros(3, jnp.int32))
    return lax.fori_loop(0, steps, body, init)


phase, timer, counts = run(37)
print("phase", phase, "timer", timer)
print("fraction per phase", counts / jnp.sum(counts))
