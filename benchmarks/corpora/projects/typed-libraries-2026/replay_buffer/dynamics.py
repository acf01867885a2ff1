"""A noisy damped oscillator used as the data source."""
from __future__ import annotations

from typing import Final, NamedTuple

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, PRNGKeyArray

DAMPING: Final[float] = 0.95


class SimState(NamedTuple):
    obs: Float[Array, "2"]
    key: PRNGKeyArray


def sim_step(state: SimState) -> tuple[SimState, Float[Array, ""]]:
    key, sub = jax.random.split(state.key)
    pos, vel = state.obs
    vel = DAMPING * vel - 0.1 * pos + 0.05 * jax.random.normal(sub)
    obs = jnp.stack([pos + 0.1 * vel, vel])
    return SimState(obs, key), -jnp.abs(obs[0])
