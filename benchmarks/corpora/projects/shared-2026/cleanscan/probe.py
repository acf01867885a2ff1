import jax
import jax.numpy as jnp

from . import cell


@jax.jit
def fixed_point_gap(params, h, n):
    settled = cell.settle(params, h, n)
    return jnp.max(jnp.abs(settled - cell.settle(params, settled, 1)))
