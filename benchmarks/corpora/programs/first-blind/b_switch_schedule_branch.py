"""Piecewise learning-rate schedule implemented with lax.switch."""

import jax
import jax.numpy as jnp
from jax import lax


def constant(step, base):
    return base


def linear_decay(step, base):
    return base * (1.0 - step / 1000.0)


def step_decay(step, base):
    drops = int(step) // 300
    return base * 0.5**drops


@jax.jit
def learning_rate(step, phase):
    return lax.switch(phase, [constant, linear_decay, step_decay], step, 0.1)


if __name__ == "__main__":
    for s, ph in [(0, 0), (400, 1), (700, 2)]:
        print(s, learning_rate(s, ph))
