"""Damped pendulum simulation with a NamedTuple state in lax.scan."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class State(NamedTuple):
    theta: jax.Array
    omega: jax.Array


class Params(NamedTuple):
    g: float
    length: float
    damping: float


def derivs(s, p):
    return State(s.omega, -p.g / p.length * jnp.sin(s.theta) - p.damping * s.omega)


def semi_implicit(s, p, dt):
    d = derivs(s, p)
    omega = s.omega + dt * d.omega
    return State(s.theta + dt * omega, omega)


@jax.jit
def run(s0, p, dt, ts):
    def body(s, _):
        s = semi_implicit(s, p, dt)
        return s, s.theta

    final, thetas = lax.scan(body, s0, ts)
    return final, thetas


if __name__ == "__main__":
    ts = jnp.zeros(400)
    final, thetas = run(State(jnp.array(1.0), jnp.array(0.0)), Params(9.81, 1.0, 0.1), 0.01, ts)
    print(thetas.shape, float(final.theta))
