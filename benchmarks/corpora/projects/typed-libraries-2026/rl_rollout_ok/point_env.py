"""Concrete reward functions for the point-mass environment."""
from __future__ import annotations

import jax.numpy as jnp
from jaxtyping import Array, Float

from .config import GOAL_BONUS, STEP_PENALTY
from .env import Env


class DensePointEnv(Env):
    """Negative distance to the goal at every step."""

    def reward(self, dist: Float[Array, ""]) -> Float[Array, ""]:
        return -dist


class SparsePointEnv(Env):
    """Bonus inside the goal disc, small penalty elsewhere."""

    def reward(self, dist: Float[Array, ""]) -> Float[Array, ""]:
        return jnp.where(dist < self.cfg.goal_radius, GOAL_BONUS, -STEP_PENALTY)
