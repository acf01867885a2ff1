import jax.numpy as jnp

from .pairs import offdiag_mask, softened_sq_dist


def accelerations(pos, masses, softening, G=1.0):
    d, r2 = softened_sq_dist(pos, softening)
    inv_r3 = offdiag_mask(pos.shape[0]) * r2**-1.5
    return G * jnp.einsum("ij,ijk,j->ik", inv_r3, d, masses)
