"""Linear goal-conditioned policy."""
from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, PRNGKeyArray


class PolicyParams(NamedTuple):
    w: Float[Array, "2 2"]
    b: Float[Array, "2"]


def init_policy(key: PRNGKeyArray, scale: float = 0.1) -> PolicyParams:
    w = jnp.eye(2) + scale * jax.random.normal(key, (2, 2))
    return PolicyParams(w=w, b=jnp.zeros(2))


def act(params: PolicyParams, pos: Float[Array, "2"], goal: Float[Array, "2"]) -> Float[Array, "2"]:
    return jnp.tanh(params.w @ (goal - pos) + params.b)
