"""Heat sources."""

import jax.numpy as jnp

from heatsolve.config import SolverConfig


def source(x, t, cfg: SolverConfig):
    centre = x.shape[0] // 2
    bump = jnp.zeros_like(x).at[centre].set(1.0)
    return cfg.source_strength * bump * jnp.exp(-t)
