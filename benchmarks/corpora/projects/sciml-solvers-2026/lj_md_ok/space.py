import jax.numpy as jnp


def minimum_image(dr, box):
    return dr - box * jnp.round(dr / box)


def wrap(pos, box):
    return jnp.mod(pos, box)


def pairwise_displacement(pos, box):
    return minimum_image(pos[:, None, :] - pos[None, :, :], box)
