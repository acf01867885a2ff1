"""A Module's field named like an array attribute (`real`) is that field: a Python float,
static under equinox.filter_jit."""

import equinox as eqx
import jax.numpy as jnp


class Complexish(eqx.Module):
    real: float
    imag: float


@eqx.filter_jit
def rotate(x, c):
    if c.real > 0:
        return x * c.real
    return x * c.imag


print(rotate(jnp.ones(2), Complexish(2.0, 0.5)))
