import jax.numpy as jnp


def make_euler(rhs):
    def step(t, y, h):
        return y + h * rhs(t, y), h
    return step


def make_midpoint(rhs):
    def step(t, y, h):
        k1 = rhs(t, y)
        k2 = rhs(t + 0.5 * h, y + 0.5 * h * k1)
        return y + h * k2, h
    return step


def make_rk4(rhs, hmax):
    def step(t, y, h):
        # never exceed the stability bound of the classical scheme
        h = jnp.minimum(h, hmax)
        k1 = rhs(t, y)
        k2 = rhs(t + 0.5 * h, y + 0.5 * h * k1)
        k3 = rhs(t + 0.5 * h, y + 0.5 * h * k2)
        k4 = rhs(t + h, y + h * k3)
        return y + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4), h
    return step


NAMES = ("euler", "midpoint", "rk4")


def make_branches(rhs, hmax):
    return [make_euler(rhs), make_midpoint(rhs), make_rk4(rhs, hmax)]
