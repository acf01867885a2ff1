"""Roll a policy out in an environment with lax.scan."""
from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float

from .env import Env, EnvState
from .policy import PolicyParams, act


@functools.partial(jax.jit, static_argnames=("env", "horizon"))
def rollout(env: Env, params: PolicyParams, horizon: int) -> tuple[EnvState, Float[Array, "horizon"]]:
    goal = jnp.asarray(env.cfg.goal)

    def body(state: EnvState, _: None) -> tuple[EnvState, Float[Array, ""]]:
        out = env.step(state, act(params, state.pos, goal))
        return out.state, out.reward

    return jax.lax.scan(body, env.reset(), None, length=horizon)
