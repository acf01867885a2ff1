"""Single-environment rollouts with ``lax.scan``; batch them with ``vmap``."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class Transition(NamedTuple):
    obs: jax.Array
    action: jax.Array
    reward: jax.Array
    mask: jax.Array


def collect(env, apply_fn, params, key, num_steps):
    key, reset_key = jax.random.split(key)
    state = env.reset(reset_key)

    def body(carry, _):
        state, key, alive = carry
        key, act_key, step_key = jax.random.split(key, 3)
        obs = env.observe(state)
        action = jax.random.categorical(act_key, apply_fn(params, obs))
        next_state, reward, done = env.step(step_key, state, action)
        transition = Transition(obs, action, reward * alive, alive)
        alive = alive * (1.0 - done.astype(jnp.float32))
        return (next_state, key, alive), transition

    _, trajectory = lax.scan(body, (state, key, jnp.ones(())), None, length=num_steps)
    return trajectory
