import jax.numpy as jnp


def cell_centers(lo, dx, n_cells):
    return lo + dx * (jnp.arange(n_cells) + 0.5)


def center_of_mass(rho, centers):
    return jnp.sum(rho * centers) / jnp.sum(rho)


def kinetic_energy(rho, u, dx):
    return 0.5 * dx * jnp.sum(rho * u ** 2)


def velocity_dispersion(rho, u, centers, dx):
    mass = dx * jnp.sum(rho)
    mean_u = dx * jnp.sum(rho * u) / mass
    return jnp.sqrt(dx * jnp.sum(rho * (u - mean_u) ** 2) / mass)
