import jax.numpy as jnp


def make_grid(n, length=1.0):
    x = jnp.linspace(0.0, length, n)
    return x, x[1] - x[0]


def sine_mode(x, k=1, length=1.0):
    return jnp.sin(k * jnp.pi * x / length)


def stable_dt(dx, alpha, safety=0.4):
    return safety * dx ** 2 / alpha


def gaussian_bump(x, center=0.5, width=0.05):
    return jnp.exp(-0.5 * ((x - center) / width) ** 2)
