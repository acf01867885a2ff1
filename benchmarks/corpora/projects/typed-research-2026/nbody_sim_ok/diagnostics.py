from functools import partial

import jax
import jax.numpy as jnp

from .pairs import offdiag_mask, softened_sq_dist, unique_pairs


def kinetic_energy(vel, masses):
    return 0.5 * jnp.sum(masses * jnp.sum(vel * vel, axis=-1))


def potential_energy(pos, masses, softening, G=1.0):
    _, r2 = softened_sq_dist(pos, softening)
    pair = masses[:, None] * masses[None, :] * offdiag_mask(pos.shape[0]) / jnp.sqrt(r2)
    return -0.5 * G * jnp.sum(pair)


@partial(jax.jit, static_argnames=("softening", "G"))
def energy(pos, vel, masses, softening, G=1.0):
    return kinetic_energy(vel, masses) + potential_energy(pos, masses, softening, G)


def momentum(vel, masses):
    return jnp.sum(masses[:, None] * vel, axis=0)


def closest_approach(pos):
    i, j = unique_pairs(pos.shape[0])
    return jnp.min(jnp.linalg.norm(pos[i] - pos[j], axis=-1))
