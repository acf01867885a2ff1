import jax.numpy as jnp


def laplacian(u, dx):
    return (jnp.roll(u, -1) - 2.0 * u + jnp.roll(u, 1)) / dx ** 2


def flux_divergence(u, dx):
    f = 0.5 * u ** 2
    u_face = 0.5 * (u + jnp.roll(u, -1))
    f_face = jnp.where(u_face > 0, f, jnp.roll(f, -1))
    return (f_face - jnp.roll(f_face, 1)) / dx


def burgers_rhs(u, dx, nu):
    return -flux_divergence(u, dx) + nu * laplacian(u, dx)
