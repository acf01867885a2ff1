"""Momentum SGD on a quadratic with a piecewise-constant learning-rate schedule."""
import jax
import jax.numpy as jnp

LR_BY_PHASE = {0: 0.1, 1: 0.03, 2: 0.01}
PHASE_LENGTH = 4


def objective(w):
    target = jnp.array([1.0, -2.0, 0.5])
    return jnp.sum((w - target) ** 2) + 0.1 * jnp.sum(w ** 4)


def learning_rate(step):
    phase = jnp.minimum(step // PHASE_LENGTH, 2)
    return LR_BY_PHASE[phase]


@jax.jit
def sgd_step(w, velocity, step):
    g = jax.grad(objective)(w)
    velocity = 0.9 * velocity + g
    w = w - learning_rate(step) * velocity
    return w, velocity


w = jnp.zeros(3)
velocity = jnp.zeros(3)
for step in range(12):
    w, velocity = sgd_step(w, velocity, step)
print(w, objective(w))
