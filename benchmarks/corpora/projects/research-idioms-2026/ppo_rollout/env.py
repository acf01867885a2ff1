from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvState(NamedTuple):
    pos: jnp.ndarray
    vel: jnp.ndarray
    t: jnp.ndarray


def reset(key):
    pos = jax.random.uniform(key, (), minval=-1.0, maxval=1.0)
    return EnvState(pos=pos, vel=jnp.zeros(()), t=jnp.zeros((), jnp.int32))


def observe(state):
    return jnp.stack([state.pos, state.vel])


def step(state, action, key, max_steps):
    force = jnp.where(action == 1, 0.1, -0.1)
    vel = 0.9 * state.vel + force
    pos = jnp.clip(state.pos + vel, -2.0, 2.0)
    t = state.t + 1
    reward = -jnp.abs(pos)
    done = t >= max_steps
    new_state = EnvState(pos, vel, t)
    if done:
        new_state = reset(key)
    return new_state, observe(new_state), reward, done
