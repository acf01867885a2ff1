"""Equinox NFW potential whose validation runs when built inside jit."""
import equinox as eqx
import jax
import jax.numpy as jnp

G = 4.30091e-6  # kpc (km/s)^2 / Msun


class NFWPotential(eqx.Module):
    m: jax.Array
    r_s: jax.Array

    def __check_init__(self):
        if self.m <= 0 or self.r_s <= 0:
            raise ValueError("mass and scale radius must be positive")

    def potential(self, pos):
        r = jnp.linalg.norm(pos, axis=-1)
        return -G * self.m / r * jnp.log1p(r / self.r_s)


@jax.jit
def orbit_energy(m, r_s, pos, vel):
    pot = NFWPotential(m=m, r_s=r_s)
    kinetic = 0.5 * jnp.sum(vel**2, axis=-1)
    return kinetic + pot.potential(pos)


pos = jnp.array([[8.0, 0.0, 0.0], [0.0, 15.0, 1.0]])
vel = jnp.array([[0.0, 220.0, 0.0], [-150.0, 0.0, 10.0]])
halo = NFWPotential(m=jnp.array(1e12), r_s=jnp.array(20.0))
print("eager potential:", halo.potential(pos))
print("energies:", orbit_energy(jnp.array(1e12), jnp.array(20.0), pos, vel))
