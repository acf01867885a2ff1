import jax
from jax import lax

from .physics import accel, kinetic


def leapfrog(state, masses, dt):
    pos, vel = state
    vel = vel + 0.5 * dt * accel(pos, masses)
    pos = pos + dt * vel
    vel = vel + 0.5 * dt * accel(pos, masses)
    return pos, vel


@jax.jit
def simulate(pos, vel, masses, dt):
    def body(state, _):
        state = leapfrog(state, masses, dt)
        return state, kinetic(state[1], masses)

    (pos, vel), energy = lax.scan(body, (pos, vel), None, length=100)
    return pos, energy
