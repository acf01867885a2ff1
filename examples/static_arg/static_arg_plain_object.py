"""An instance of a plain class passed where jit traces: it is no JAX type."""

import jax
import jax.numpy as jnp


class Unit:
    def __init__(self, symbol, to_si):
        self.symbol = symbol
        self.to_si = to_si


@jax.jit
def total_energy(readings, unit):
    return jnp.sum(readings) * unit.to_si


kwh = Unit("kWh", 3.6e6)
total_energy(jnp.array([1.5, 2.0, 0.25]), kwh)  # E: jax-static-arg
