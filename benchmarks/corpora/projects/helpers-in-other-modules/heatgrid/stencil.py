import jax.numpy as jnp


def laplacian(u, dx):
    return (jnp.roll(u, 1) - 2.0 * u + jnp.roll(u, -1)) / dx**2


def clamp_field(u, limit=1.0):
    if u.max() > limit:
        u = u / u.max()
    return u
