"""Equinox NFW halo with a runtime-checked constructor and a static order."""
import equinox as eqx
import jax
import jax.numpy as jnp

G = 4.30091e-6  # kpc (km/s)^2 / Msun


class NFWPotential(eqx.Module):
    m: jax.Array
    r_s: jax.Array
    n_terms: int

    def __init__(self, m, r_s, n_terms=4):
        bad = jnp.logical_or(m <= 0, r_s <= 0)
        self.m = eqx.error_if(m, bad, "mass and scale radius must be positive")
        self.r_s = r_s
        self.n_terms = n_terms

    def potential(self, pos):
        r = jnp.linalg.norm(pos, axis=-1)
        return -G * self.m / r * jnp.log1p(r / self.r_s)

    def small_r_series(self, r):
        # log1p(u)/u expanded to n_terms; n_terms is a plain int (static under filter_jit)
        u = r / self.r_s
        return sum((-u) ** k / (k + 1) for k in range(self.n_terms))


@eqx.filter_jit
def orbit_energy(halo, pos, vel):
    kinetic = 0.5 * jnp.sum(vel**2, axis=-1)
    return kinetic + halo.potential(pos)


pos = jnp.array([[8.0, 0.0, 0.0], [0.0, 15.0, 1.0]])
vel = jnp.array([[0.0, 220.0, 0.0], [-150.0, 0.0, 10.0]])
halo = NFWPotential(jnp.array(1e12), jnp.array(20.0))
print("energies:", orbit_energy(halo, pos, vel))
print("series:", eqx.filter_jit(lambda h, r: h.small_r_series(r))(halo, jnp.array(0.5)))
