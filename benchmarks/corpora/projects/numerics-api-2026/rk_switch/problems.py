import jax.numpy as jnp


def make_oscillator(omega):
    def rhs(t, y):
        x, v = y[0], y[1]
        return jnp.stack([v, -omega ** 2 * x])
    return rhs


def oscillator_exact(omega, y0, t):
    x0, v0 = y0[0], y0[1]
    return jnp.stack([
        x0 * jnp.cos(omega * t) + v0 / omega * jnp.sin(omega * t),
        -x0 * omega * jnp.sin(omega * t) + v0 * jnp.cos(omega * t),
    ])


def make_van_der_pol(mu):
    def rhs(t, y):
        x, v = y[0], y[1]
        return jnp.stack([v, mu * (1.0 - x ** 2) * v - x])
    return rhs
