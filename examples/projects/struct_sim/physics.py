"""One jitted step of the simulation."""

import jax
import jax.numpy as jnp

from struct_sim.settings import SimSettings


def _substep(pos, vel, settings: SimSettings, h):
    acc = -pos - settings.drag * vel
    return pos + h * vel, vel + h * acc


@jax.jit
def advance(pos, vel, settings: SimSettings):
    h = settings.dt / settings.substeps
    for _ in range(settings.substeps):  # E: jax-traced-index
        pos, vel = _substep(pos, vel, settings, h)
    return pos, vel, jnp.sum(vel**2)
