"""Abstract environment: dynamics live here, rewards live in subclasses."""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, Int

from .config import EnvConfig


class EnvState(NamedTuple):
    pos: Float[Array, "2"]
    t: Int[Array, ""]


class StepOut(NamedTuple):
    state: EnvState
    reward: Float[Array, ""]


class Env(ABC):
    def __init__(self, cfg: EnvConfig) -> None:
        self.cfg = cfg

    def reset(self) -> EnvState:
        return EnvState(pos=jnp.zeros(2), t=jnp.zeros((), jnp.int32))

    @abstractmethod
    def reward(self, dist: Float[Array, ""]) -> Float[Array, ""]:
        """Reward for being at distance `dist` from the goal."""

    def distance(self, pos: Float[Array, "2"]) -> Float[Array, ""]:
        return jnp.linalg.norm(pos - jnp.asarray(self.cfg.goal))

    def step(self, state: EnvState, action: Float[Array, "2"]) -> StepOut:
        move = jnp.clip(action, -1.0, 1.0) * self.cfg.max_step
        pos = state.pos + move
        r = self.reward(self.distance(pos))
        return StepOut(EnvState(pos, state.t + 1), jnp.asarray(r, jnp.float32))


def total_return(rewards: Float[Array, "t"], discount: float = 0.99) -> jax.Array:
    weights = discount ** jnp.arange(rewards.shape[0])
    return jnp.sum(weights * rewards)
