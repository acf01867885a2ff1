"""A method jitted with `functools.partial(jax.jit, static_argnums=0)`: only `self` is static."""

import functools

import jax
import jax.numpy as jnp


class Thermostat:
    def __init__(self, target):
        self.target = target

    @functools.partial(jax.jit, static_argnums=0)
    def heater_power(self, temperature):
        if temperature < self.target:  # E: jax-traced-bool
            return (self.target - temperature) * 0.5
        return jnp.zeros(())


Thermostat(20.0).heater_power(jnp.asarray(18.0))
