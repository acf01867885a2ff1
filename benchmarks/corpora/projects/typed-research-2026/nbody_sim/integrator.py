from functools import partial

import jax
from jax import lax

from .forces import accelerations


def leapfrog_step(state, dt, accel_fn):
    pos, vel, acc = state
    vel_half = vel + 0.5 * dt * acc
    pos = pos + dt * vel_half
    acc = accel_fn(pos)
    return pos, vel_half + 0.5 * dt * acc, acc


@partial(jax.jit, static_argnames=("n_steps", "dt", "softening", "G"))
def simulate(pos, vel, masses, n_steps, dt, softening, G=1.0):
    accel_fn = partial(accelerations, masses=masses, softening=softening, G=G)
    state = (pos, vel, accel_fn(pos))
    pos, vel, _ = lax.fori_loop(0, n_steps, lambda i, s: leapfrog_step(s, dt, accel_fn), state)
    return pos, vel
