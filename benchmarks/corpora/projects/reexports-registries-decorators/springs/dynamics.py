"""One integration step of a batch of damped springs under gravity."""

import jax.numpy as jnp
import numpy as np

GRAVITY = np.array([0.0, -9.81], dtype=np.float32)


def physical(params):
    return jnp.exp(params["log_k"]), jnp.exp(params["log_c"])


def make_step(params, dt, floor=None):
    k, c = physical(params)

    def step(state, _):
        pos, vel = state[:, :2], state[:, 2:]
        acc = -k * pos - c * vel + GRAVITY
        vel = vel + dt * acc
        pos = pos + dt * vel
        state = jnp.concatenate([pos, vel], axis=1)
        if floor is not None:
            state[:, 1] = jnp.maximum(state[:, 1], floor)
        return state, state[:, :2]

    return step
