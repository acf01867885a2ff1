from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from .features import Window


class PolicyParams(NamedTuple):
    w: jax.Array  # (2 * D, D)
    b: jax.Array  # (D,)


class Carry(NamedTuple):
    state: jax.Array
    history: jax.Array
    t: jax.Array


def init_policy(key: jax.Array, dim: int) -> PolicyParams:
    w = jax.random.normal(key, (2 * dim, dim)) * 0.1
    return PolicyParams(w=w, b=jnp.zeros((dim,)))


def policy(params: PolicyParams, window: Window) -> jax.Array:
    return jnp.tanh(window.as_vector() @ params.w + params.b)


def rollout(params: PolicyParams, x0: jax.Array, noise: jax.Array) -> jax.Array:
    horizon, dim = noise.shape
    history = jnp.zeros((horizon, dim)).at[0].set(x0)

    def body(carry: Carry, eps: jax.Array) -> tuple[Carry, jax.Array]:
        window = Window.from_history(carry.history, carry.t + 1)
        action = policy(params, window)
        nxt = 0.9 * carry.state + 0.1 * action + eps
        history = carry.history.at[carry.t + 1].set(nxt)
        return Carry(nxt, history, carry.t + 1), jnp.sum(nxt ** 2)

    init = Carry(state=x0, history=history, t=jnp.zeros((), jnp.int32))
    _, costs = lax.scan(body, init, noise[:-1])
    return costs


@jax.jit
def rollout_cost(params: PolicyParams, x0: jax.Array, noise: jax.Array) -> jax.Array:
    return jnp.mean(rollout(params, x0, noise))
