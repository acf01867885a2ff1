"""Lotka-Volterra dynamics integrated with RK4 inside lax.scan."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


def lotka_volterra(y, params):
    prey, pred = y[0], y[1]
    a, b, c, d = params
    return jnp.array([a * prey - b * prey * pred, d * prey * pred - c * pred])


def rk4(y, h, params):
    k1 = lotka_volterra(y, params)
    k2 = lotka_volterra(y + h / 2 * k1, params)
    k3 = lotka_volterra(y + h / 2 * k2, params)
    k4 = lotka_volterra(y + h * k3, params)
    return y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


@partial(jax.jit, static_argnames=("n_steps",))
def trajectory(y0, params, h, n_steps):
    def body(y, _):
        y_next = rk4(y, h, params)
        return y_next, y_next

    _, ys = lax.scan(body, y0, None, length=n_steps)
    return ys


if __name__ == "__main__":
    params = (1.1, 0.4, 0.4, 0.1)
    ys = trajectory(jnp.array([10.0, 5.0]), params, 0.01, n_steps=500)
    if ys.shape[0] > 100:
        print(float(ys[-1, 0]), float(ys[-1, 1]))
