"""Fixed-point iteration for x = cos(x) per element, using while_loop with an iterate object."""

import jax
import jax.numpy as jnp
from jax import lax


class Iterate:
    def __init__(self, x, err, count):
        self.x = x
        self.err = err
        self.count = count

    def refine(self, damping):
        new_x = (1.0 - damping) * self.x + damping * jnp.cos(self.x)
        self.err = jnp.max(jnp.abs(new_x - self.x))
        self.x = new_x
        self.count = self.count + 1
        return self

    def state(self):
        return self.x, self.err, self.count


def fixed_point(x0, damping=0.7, tol=1e-6):
    def cond(state):
        return (state[1] > tol) & (state[2] < 500)

    def body(state):
        return Iterate(*state).refine(damping).state()

    x, err, count = lax.while_loop(cond, body, (x0, jnp.inf, 0))
    return x, count


x, count = jax.jit(fixed_point)(jnp.linspace(-2.0, 2.0, 5))
print("solution", x, "iterations", count)
print("residual", jnp.max(jnp.abs(x - jnp.cos(x))))
