"""Momentum SGD on a quadratic with a piecewise-constant learning-rate schedule."""
import functools

import jax
import jax.numpy as jnp

LR_BY_PHASE = {0: 0.1, 1: 0.03, 2: 0.01}
PHASE_LENGTH = 4
MOMENTUM = {"heavy_ball": 0.9, "none": 0.0}


def objective(w):
    target = jnp.array([1.0, -2.0, 0.5])
    return jnp.sum((w - target) ** 2) + 0.1 * jnp.sum(w ** 4)


def learning_rate(step):
    table = jnp.array([LR_BY_PHASE[p] for p in sorted(LR_BY_PHASE)])
    phase = jnp.minimum(step // PHASE_LENGTH, len(LR_BY_PHASE) - 1)
    return table[phase]


@functools.partial(jax.jit, static_argnames=("method",))
def sgd_step(w, velocity, step, method="heavy_ball"):
    g = jax.grad(objective)(w)
    velocity = MOMENTUM[method] * velocity + g
    w = w - learning_rate(step) * velocity
    return w, velocity


w = jnp.zeros(3)
velocity = jnp.zeros(3)
for step in range(12):
    w, velocity = sgd_step(w, velocity, step, method="heavy_ball")
print(w, objective(w))
