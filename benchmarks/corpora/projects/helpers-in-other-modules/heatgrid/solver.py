import jax

from .stencil import clamp_field, laplacian


@jax.jit
def step(u, dt, dx):
    u = u + dt * laplacian(u, dx)
    return clamp_field(u)


def integrate(u0, n_steps, dt=1e-3, dx=0.1):
    u = u0
    for _ in range(n_steps):
        u = step(u, dt, dx)
    return u
