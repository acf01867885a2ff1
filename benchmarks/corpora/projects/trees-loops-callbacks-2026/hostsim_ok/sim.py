import functools

import jax
import jax.numpy as jnp
from jax import lax

from . import logging_utils, physics


def make_simulator(params, table, n_steps, dt, log_every):
    report = functools.partial(logging_utils.report_energy, every=log_every)

    def body(i, state):
        pos, vel = state
        acc = physics.forces(state, params, table) / params["mass"]
        vel = vel + dt * acc
        pos = pos + dt * vel
        hit = pos[:, 1] < 0.0
        vel = vel.at[:, 1].set(jnp.where(hit, -params["restitution"] * vel[:, 1], vel[:, 1]))
        pos = pos.at[:, 1].set(jnp.where(hit, 0.0, pos[:, 1]))
        jax.debug.callback(report, i, physics.energy((pos, vel), params))
        return pos, vel

    @jax.jit
    def simulate(pos0, vel0):
        return lax.fori_loop(0, n_steps, body, (pos0, vel0))

    return simulate
