"""Particle state."""

from typing import NamedTuple

import jax.numpy as jnp
import numpy as np


class State(NamedTuple):
    pos: jnp.ndarray
    vel: jnp.ndarray
    time: jnp.ndarray


def initial_state(n: int, seed: int = 0) -> State:
    rng = np.random.default_rng(seed)
    pos = rng.uniform(-1.0, 1.0, size=(n, 2)).astype(np.float32)
    vel = rng.normal(size=(n, 2)).astype(np.float32)
    return State(jnp.asarray(pos), jnp.asarray(vel), jnp.zeros(()))
