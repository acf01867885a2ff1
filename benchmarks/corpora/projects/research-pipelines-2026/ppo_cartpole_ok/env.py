"""CartPole dynamics written as pure functions so they can be vmapped/scanned."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvState(NamedTuple):
    x: jnp.ndarray
    x_dot: jnp.ndarray
    theta: jnp.ndarray
    theta_dot: jnp.ndarray
    t: jnp.ndarray


def reset(key, params):
    vals = jax.random.uniform(key, (4,), minval=-0.05, maxval=0.05)
    return EnvState(vals[0], vals[1], vals[2], vals[3], jnp.array(0, dtype=jnp.int32))


def observe(state):
    return jnp.stack([state.x, state.x_dot, state.theta, state.theta_dot])


def _reward(state, params):
    # small penalty for drifting away from the centre of the track
    fallen = jnp.abs(state.theta) > params.theta_threshold
    shaped = 1.0 - 0.1 * jnp.abs(state.x) / params.x_threshold
    return jnp.where(fallen, 0.0, shaped)


def _dynamics(state, force, params):
    total_mass = params.masscart + params.masspole
    pole_ml = params.masspole * params.length
    cos_t, sin_t = jnp.cos(state.theta), jnp.sin(state.theta)
    temp = (force + pole_ml * state.theta_dot ** 2 * sin_t) / total_mass
    theta_acc = (params.gravity * sin_t - cos_t * temp) / (
        params.length * (4.0 / 3.0 - params.masspole * cos_t ** 2 / total_mass)
    )
    x_acc = temp - pole_ml * theta_acc * cos_t / total_mass
    return EnvState(
        x=state.x + params.tau * state.x_dot,
        x_dot=state.x_dot + params.tau * x_acc,
        theta=state.theta + params.tau * state.theta_dot,
        theta_dot=state.theta_dot + params.tau * theta_acc,
        t=state.t + 1,
    )


def step(key, state, action, params):
    force = jnp.where(action == 1, params.force_mag, -params.force_mag)
    new_state = _dynamics(state, force, params)
    reward = _reward(new_state, params)
    done = (
        (jnp.abs(new_state.x) > params.x_threshold)
        | (jnp.abs(new_state.theta) > params.theta_threshold)
        | (new_state.t >= params.max_steps)
    )
    # auto-reset finished episodes
    fresh = reset(key, params)
    new_state = jax.tree_util.tree_map(lambda a, b: jnp.where(done, a, b), fresh, new_state)
    return new_state, observe(new_state), reward, done
