"""The check made part of the computation: `eqx.error_if` raises at run time when the
traced condition holds, and a static fact (the array's rank) may still be tested with
Python's `if` in `__check_init__`."""

import equinox as eqx
import jax
import jax.numpy as jnp

G = 4.3e-6


class Halo(eqx.Module):
    mass: jax.Array
    radius: jax.Array

    def __check_init__(self):
        if jnp.ndim(self.mass) != 0:
            raise ValueError("the mass must be a scalar")

    def potential(self, r):
        mass = eqx.error_if(self.mass, self.mass <= 0, "the mass must be positive")
        return -G * mass / r * jnp.log1p(r / self.radius)


@jax.jit
def orbit_energy(mass, radius, r, v):
    return 0.5 * v**2 + Halo(mass, radius).potential(r)


print(Halo(jnp.array(1e12), jnp.array(20.0)).potential(8.0))
print(orbit_energy(jnp.array(1e12), jnp.array(20.0), jnp.array([8.0, 15.0]), 220.0))
