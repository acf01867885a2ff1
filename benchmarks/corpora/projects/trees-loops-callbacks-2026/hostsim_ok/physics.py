import jax.numpy as jnp

from . import hostlib


def forces(state, params, table):
    _, vel = state
    speed = jnp.linalg.norm(vel, axis=-1)
    cd = hostlib.drag_coefficient(speed, table)
    drag = -0.5 * params["rho"] * params["area"] * cd[:, None] * speed[:, None] * vel
    gravity = jnp.array([0.0, -params["g"]]) * params["mass"]
    return drag + gravity


def energy(state, params):
    pos, vel = state
    kinetic = 0.5 * params["mass"] * jnp.sum(vel**2)
    potential = params["mass"] * params["g"] * jnp.sum(pos[:, 1])
    return kinetic + potential
