import jax
import jax.numpy as jnp

from . import binning, mesh, moments


def make_density(dx, box):
    def density(x, mass, vel):
        lo, n_cells = mesh.auto_mesh(x, dx, box)
        fields = binning.deposit(x, mass, vel, lo, dx, n_cells)
        centers = moments.cell_centers(lo, dx, n_cells)
        fields["com"] = moments.center_of_mass(fields["rho"], centers)
        fields["ke"] = moments.kinetic_energy(fields["rho"], fields["u"], dx)
        fields["sigma_u"] = moments.velocity_dispersion(fields["rho"], fields["u"], centers, dx)
        return fields

    return jax.jit(jax.vmap(density, in_axes=(0, 0, 0)))
