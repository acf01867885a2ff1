"""An equinox Module validates its fields in `__check_init__`, which equinox runs after
every construction: built inside `jax.jit` from traced arguments, the halo's mass is a
tracer there, and Python's `if` needs a concrete bool."""

import equinox as eqx
import jax
import jax.numpy as jnp

G = 4.3e-6


class Halo(eqx.Module):
    mass: jax.Array
    radius: jax.Array

    def __check_init__(self):
        if self.mass <= 0:  # E: jax-traced-bool
            raise ValueError("the mass must be positive")

    def potential(self, r):
        return -G * self.mass / r * jnp.log1p(r / self.radius)


@jax.jit
def orbit_energy(mass, radius, r, v):
    return 0.5 * v**2 + Halo(mass, radius).potential(r)


print(Halo(jnp.array(1e12), jnp.array(20.0)).potential(8.0))
print(orbit_energy(jnp.array(1e12), jnp.array(20.0), jnp.array([8.0, 15.0]), 220.0))
