"""Lotka-Volterra dynamics integrated with a fixed-step RK4 scheme."""

import jax
import jax.numpy as jnp
from jax import lax


def lotka_volterra(y, t, params):
    prey, pred = y
    a, b, c, d = params
    return jnp.array([a * prey - b * prey * pred, d * prey * pred - c * pred])


def rk4_step(f, y, t, dt, params):
    k1 = f(y, t, params)
    k2 = f(y + 0.5 * dt * k1, t + 0.5 * dt, params)
    k3 = f(y + 0.5 * dt * k2, t + 0.5 * dt, params)
    k4 = f(y + dt * k3, t + dt, params)
    return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


def integrate(y0, ts, params):
    dt = ts[1] - ts[0]

    def body(y, t):
        y_next = rk4_step(lotka_volterra, y, t, dt, params)
        return y_next, y_next

    _, ys = lax.scan(body, y0, ts[:-1])
    return jnp.concatenate([y0[None], ys])


trajectory = jax.jit(integrate)
ts = jnp.linspace(0.0, 10.0, 201)
ys = trajectory(jnp.array([10.0, 5.0]), ts, jnp.array([1.1, 0.4, 0.4, 0.1]))
print(ys.shape, ys[-1])
