from typing import NamedTuple

import jax.numpy as jnp


class EnvState(NamedTuple):
    pos: jnp.ndarray
    t: jnp.ndarray


def reset(cfg):
    return EnvState(pos=jnp.int32(0), t=jnp.int32(0))


def observe(state, cfg):
    return jnp.stack([state.pos / (cfg.corridor - 1), state.t / cfg.max_steps]).astype(jnp.float32)


def step(state, action, cfg):
    move = jnp.where(action == 1, 1, -1)
    pos = jnp.clip(state.pos + move, 0, cfg.corridor - 1)
    t = state.t + 1
    reached = pos == cfg.corridor - 1
    reward = jnp.where(reached, 1.0, -0.01)
    done = reached | (t >= cfg.max_steps)
    next_obs = observe(EnvState(pos, t), cfg)
    new_state = EnvState(pos=jnp.where(done, 0, pos), t=jnp.where(done, 0, t))
    return new_state, next_obs, reward, done
