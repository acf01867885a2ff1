import math

import jax.numpy as jnp

PARAM_NAMES = ("alpha", "beta", "gamma", "delta")


def lotka_volterra(t, y, theta):
    prey, pred = y[0], y[1]
    a, b, c, d = (jnp.exp(theta[name]) for name in PARAM_NAMES)
    dprey = a * prey - b * prey * pred
    dpred = d * prey * pred - c * pred
    return jnp.stack([dprey, dpred])


def damped_pendulum(t, y, theta):
    angle, omega = y[0], y[1]
    g_over_l = jnp.exp(theta["log_g_over_l"])
    damping = jnp.exp(theta["log_damping"])
    return jnp.stack([omega, -g_over_l * jnp.sin(angle) - damping * omega])


def true_theta():
    values = {"alpha": 1.1, "beta": 0.4, "gamma": 0.4, "delta": 0.1}
    return {k: jnp.array(math.log(v), dtype=jnp.float32) for k, v in values.items()}


def initial_guess():
    values = {"alpha": 0.8, "beta": 0.3, "gamma": 0.6, "delta": 0.15}
    return {k: jnp.array(math.log(v), dtype=jnp.float32) for k, v in values.items()}


Y0 = (10.0, 5.0)
