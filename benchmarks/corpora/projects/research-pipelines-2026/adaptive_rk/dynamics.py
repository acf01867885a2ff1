import jax.numpy as jnp


def van_der_pol(t, y, args):
    mu = args["mu"]
    x, v = y[0], y[1]
    return jnp.stack([v, mu * (1.0 - x ** 2) * v - x])


def lorenz(t, y, args):
    sigma, rho, beta = 10.0, 28.0, 8.0 / 3.0
    x, yy, z = y[0], y[1], y[2]
    return jnp.stack([sigma * (yy - x), x * (rho - z) - yy, x * yy - beta * z])


SYSTEMS = {"vdp": (van_der_pol, 2), "lorenz": (lorenz, 3)}
