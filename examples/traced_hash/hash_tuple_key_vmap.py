"""Pair parameters looked up by a tuple of species under vmap: hashing the tuple hashes its
items, and the species are tracers."""

import jax
import jax.numpy as jnp

PAIR_STRENGTH = {(0, 0): 1.0, (0, 1): 0.8, (1, 0): 0.8, (1, 1): 0.5}


def pair_energy(r, ti, tj):
    strength = PAIR_STRENGTH[(ti, tj)]  # E: jax-traced-hash
    return strength / r**6


r = jnp.array([1.0, 1.5, 2.0])
kinds = jnp.array([0, 1, 1])
energies = jax.vmap(pair_energy)(r, kinds, kinds[::-1])
