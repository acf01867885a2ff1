"""Time steppers acting on (positions, velocities, box, key)."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

from . import space


class MDState(NamedTuple):
    positions: jax.Array
    velocities: jax.Array
    box: jax.Array
    key: jax.Array


def velocity_verlet(force_fn, dt, **unused):
    def step(state):
        v_half = state.velocities + 0.5 * dt * force_fn(state.positions, state.box)
        x = space.wrap(state.positions + dt * v_half, state.box)
        v = v_half + 0.5 * dt * force_fn(x, state.box)
        return state._replace(positions=x, velocities=v)

    return step


def langevin_baoab(force_fn, dt, friction=1.0, temperature=0.5, **unused):
    c1 = jnp.exp(-friction * dt)
    c2 = jnp.sqrt((1.0 - c1**2) * temperature)

    def step(state):
        key, noise_key = jax.random.split(state.key)
        v = state.velocities + 0.5 * dt * force_fn(state.positions, state.box)
        x = state.positions + 0.5 * dt * v
        v = c1 * v + c2 * jax.random.normal(noise_key, v.shape)
        x = space.wrap(x + 0.5 * dt * v, state.box)
        v = v + 0.5 * dt * force_fn(x, state.box)
        return MDState(x, v, state.box, key)

    return step


INTEGRATORS = {"velocity_verlet": velocity_verlet, "langevin": langevin_baoab}
