import jax.numpy as jnp

from . import geometry


def morse(r, depth=1.0, a=3.0, r0=1.0):
    return depth * (1.0 - jnp.exp(-a * (r - r0))) ** 2 - depth


def make_energy(n, trap=0.01):
    def energy(flat):
        x = flat.reshape(n, 2)
        r = geometry.pair_distances(x)
        return jnp.sum(morse(r)) + trap * jnp.sum(x ** 2)
    return energy
