from __future__ import annotations

import equinox as eqx
import jax

from .config import ODEConfig
from .field import VectorField
from .integrators import odeint_rk4


class NeuralODE(eqx.Module):
    field: VectorField
    max_dt: float = eqx.field(static=True)
    substeps: int = eqx.field(static=True)

    def __init__(self, cfg: ODEConfig, substeps: int, *, key: jax.Array) -> None:
        self.field = VectorField(cfg.state_dim, cfg.hidden, cfg.depth, key=key)
        self.max_dt = cfg.max_dt
        self.substeps = substeps

    def __call__(self, y0: jax.Array, ts: jax.Array) -> jax.Array:
        return odeint_rk4(self.field, y0, ts, self.max_dt, self.substeps)
