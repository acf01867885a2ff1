"""Leapfrog steps."""

import jax.numpy as jnp

from orbitscan.observers import OBSERVERS


def leapfrog(state, _, *, force_fn, dt, n_sub):
    pos, vel = state
    h = dt / n_sub
    for _ in range(n_sub):
        vel = vel + 0.5 * h * force_fn(pos)
        pos = pos + h * vel
        vel = vel + 0.5 * h * force_fn(pos)
    new_state = (pos, vel)
    readings = {name: fn(new_state) for name, fn in sorted(OBSERVERS.items())}
    return new_state, readings


def energy(pos, vel, *, force_potential, mass):
    return 0.5 * mass * jnp.sum(vel**2) + force_potential(pos)
