"""The integration loop."""

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from relay import hooks


def integrate(state, dt):
    gravity = jnp.array([0.0, -1.0])
    vel = state.vel + dt * gravity
    return state._replace(pos=state.pos + dt * vel, vel=vel, time=state.time + dt)


@partial(jax.jit, static_argnames=("n_steps",))
def simulate(state, dt, n_steps):
    def body(_, s):
        s = integrate(s, dt)
        for hook in hooks.registered():
            s = hook(s)
        return s

    return lax.fori_loop(0, n_steps, body, state)
