"""One-step integrators.  Every step function maps (f, t, y, h, tol, h_min)
to (t_next, y_next, h_suggested)."""
import jax.numpy as jnp
from jax import lax


def euler_step(f, t, y, h, tol, h_min):
    return t + h, y + h * f(t, y), h


def rk4_step(f, t, y, h, tol, h_min):
    k1 = f(t, y)
    k2 = f(t + h / 2, y + h / 2 * k1)
    k3 = f(t + h / 2, y + h / 2 * k2)
    k4 = f(t + h, y + h * k3)
    return t + h, y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4), h


_A = (
    (),
    (1 / 4,),
    (3 / 32, 9 / 32),
    (1932 / 2197, -7200 / 2197, 7296 / 2197),
    (439 / 216, -8.0, 3680 / 513, -845 / 4104),
    (-8 / 27, 2.0, -3544 / 2565, 1859 / 4104, -11 / 40),
)
_C = (0.0, 1 / 4, 3 / 8, 12 / 13, 1.0, 1 / 2)
_B4 = (25 / 216, 0.0, 1408 / 2565, 2197 / 4104, -1 / 5, 0.0)
_B5 = (16 / 135, 0.0, 6656 / 12825, 28561 / 56430, -9 / 50, 2 / 55)


def _rkf45_trial(f, t, y, h):
    ks = []
    for a_row, c in zip(_A, _C):
        yi = y
        for a, k in zip(a_row, ks):
            yi = yi + h * a * k
        ks.append(f(t + c * h, yi))
    y4 = y + h * sum(b * k for b, k in zip(_B4, ks) if b != 0.0)
    y5 = y + h * sum(b * k for b, k in zip(_B5, ks) if b != 0.0)
    err = jnp.max(jnp.abs(y5 - y4))
    return y5, err


def _shrink(carry, f, t, y):
    h, _, _ = carry
    h = 0.5 * h
    y_new, err = _rkf45_trial(f, t, y, h)
    return h, y_new, err


def rkf45_step(f, t, y, h, tol, h_min):
    y_new, err = _rkf45_trial(f, t, y, h)
    while err > tol and h > h_min:
        h, y_new, err = _shrink((h, y_new, err), f, t, y)
    growth = jnp.clip(0.9 * (tol / jnp.maximum(err, 1e-12)) ** 0.2, 0.5, 2.0)
    return t + h, y_new, h * growth
