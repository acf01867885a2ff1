"""A tiny jittable 'reach the goal on a line' environment."""
import jax
import jax.numpy as jnp

STEP_SIZES = jnp.array([-0.15, 0.0, 0.15])
OBS_DIM = 3
NUM_ACTIONS = 3


def reset(key, episode_len):
    k1, k2 = jax.random.split(key)
    pos = jax.random.uniform(k1, (), minval=-1.0, maxval=1.0)
    goal = jax.random.uniform(k2, (), minval=-1.0, maxval=1.0)
    return dict(pos=pos, goal=goal, t=jnp.zeros((), jnp.int32))


def observe(state, episode_len):
    return jnp.stack([state["pos"], state["goal"], state["t"] / episode_len])


def step(state, action, key, episode_len):
    pos = jnp.clip(state["pos"] + STEP_SIZES[action], -1.5, 1.5)
    reward = -jnp.abs(pos - state["goal"])
    t = state["t"] + 1
    done = t >= episode_len
    new_state = dict(pos=pos, goal=state["goal"], t=t)
    fresh = reset(key, episode_len)
    new_state = jax.tree.map(lambda a, b: jnp.where(done, a, b), fresh, new_state)
    return new_state, reward, done.astype(jnp.float32)
