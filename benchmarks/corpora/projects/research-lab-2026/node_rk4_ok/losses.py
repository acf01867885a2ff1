import jax
import jax.numpy as jnp

from .integrators import odeint


def trajectory_loss(field, ts, y0, ys, substeps, monitor=None):
    pred = jax.vmap(lambda y: odeint(field, y, ts, substeps, monitor))(y0)
    return jnp.mean((pred - ys) ** 2)
