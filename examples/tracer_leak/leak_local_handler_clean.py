"""A handler made inside the scan body keeps the carry on `self`: it lives and dies in the
trace, so nothing leaks (handlers of probabilistic-programming libraries work this way)."""

import jax.numpy as jnp
from jax import lax


class Recorder:
    def __init__(self, fn=None):
        self.fn = fn
        self.seen = None

    def __call__(self, *args):
        if self.fn is None:  # used as a decorator: keep the function
            self.fn = args[0]
            return self
        self.seen = args[0]
        return self.fn(*args)


def decay(carry, x):
    return carry * 0.9 + x


def body(carry, x):
    step = Recorder(decay)
    carry = step(carry, x)
    return carry, step.seen


total, history = lax.scan(body, 0.0, jnp.arange(4.0))
mean = jnp.mean(history) + total
