"""Vector fields plus a conserved (or monitored) quantity for each system.

``energy`` takes an array module so the same formula can run on NumPy
arrays on the host.
"""
import dataclasses
from typing import Callable

import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class System:
    name: str
    dim: int
    vector_field: Callable
    energy: Callable


def _pendulum(t, y, g=9.81, length=1.0):
    q, p = y[..., 0], y[..., 1]
    return jnp.stack([p, -(g / length) * jnp.sin(q)], axis=-1)


def _pendulum_energy(y, xp):
    q, p = y[..., 0], y[..., 1]
    return 0.5 * p**2 + 9.81 * (1.0 - xp.cos(q))


def _van_der_pol(t, y, mu=1.5):
    x, v = y[..., 0], y[..., 1]
    return jnp.stack([v, mu * (1 - x**2) * v - x], axis=-1)


def _vdp_energy(y, xp):
    return 0.5 * (y[..., 0] ** 2 + y[..., 1] ** 2)


def _lotka_volterra(t, y, a=1.0, b=0.4, c=0.4, d=0.1):
    u, v = y[..., 0], y[..., 1]
    return jnp.stack([a * u - b * u * v, d * u * v - c * v], axis=-1)


def _lv_invariant(y, xp):
    u = xp.maximum(y[..., 0], 1e-9)
    v = xp.maximum(y[..., 1], 1e-9)
    return 0.1 * u - 0.4 * xp.log(u) + 0.4 * v - 1.0 * xp.log(v)


SYSTEMS = {
    "pendulum": System("pendulum", 2, _pendulum, _pendulum_energy),
    "van_der_pol": System("van_der_pol", 2, _van_der_pol, _vdp_energy),
    "lotka_volterra": System("lotka_volterra", 2, _lotka_volterra, _lv_invariant),
}
