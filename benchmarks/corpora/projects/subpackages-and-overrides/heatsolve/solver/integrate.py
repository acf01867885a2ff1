"""Forward-Euler time stepping."""

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from heatsolve.config import SolverConfig
from heatsolve.grid import mesh
from heatsolve.physics import operators, source


def euler_step(u, t, x, cfg: SolverConfig):
    dx = mesh.spacing(cfg)
    du = cfg.diffusivity * operators.laplacian(u, dx, stencil=cfg.stencil, boundary=cfg.boundary)
    if cfg.use_source:
        du = du + source.source(x, t, cfg)
    u = u + cfg.dt * du
    if cfg.boundary == "dirichlet":
        u = u.at[0].set(0.0).at[-1].set(0.0)
    return u


@partial(jax.jit, static_argnums=(2,))
def run(u0, x, cfg: SolverConfig):
    n_records = cfg.n_steps // cfg.record_every

    def chunk(u, i):
        def body(j, v):
            t = (i * cfg.record_every + j) * cfg.dt
            return euler_step(v, t, x, cfg)

        u = lax.fori_loop(0, cfg.record_every, body, u)
        return u, jnp.sum(u) * mesh.spacing(cfg)

    return lax.scan(chunk, u0, jnp.arange(n_records))
