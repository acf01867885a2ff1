"""Advance a few particles for a few steps."""

import jax.numpy as jnp

from struct_sim_fixed.physics import advance
from struct_sim_fixed.settings import SimSettings

settings = SimSettings(dt=0.1, substeps=4)
pos, vel = jnp.linspace(-1.0, 1.0, 5), jnp.zeros(5)
for _ in range(3):
    pos, vel, energy = advance(pos, vel, settings)
print(float(energy))
