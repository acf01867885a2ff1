import jax.numpy as jnp


def second_difference(v, periodic):
    if periodic:
        return jnp.roll(v, 1) - 2.0 * v + jnp.roll(v, -1)
    padded = jnp.pad(v, 1)
    return padded[:-2] - 2.0 * v + padded[2:]


def energy(u, dx):
    return 0.5 * dx * jnp.sum(u ** 2)
