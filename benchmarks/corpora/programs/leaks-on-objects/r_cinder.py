"""Newton iteration for square roots, run as a jitted method with a while_loop."""

import functools

import jax
import jax.numpy as jnp
from jax import lax


class NewtonSqrt:
    def __init__(self, tol=1e-6, max_iter=50):
        self.tol = tol
        self.max_iter = max_iter
        self.iterations = 0

    @functools.partial(jax.jit, static_argnums=0)
    def solve(self, a):
        def cond(state):
            x, i = state
            return (jnp.max(jnp.abs(x * x - a)) > self.tol) & (i < self.max_iter)

        def body(state):
            x, i = state
            self.iterations = i + 1
            return 0.5 * (x + a / x), i + 1

        x, n = lax.while_loop(cond, body, (jnp.ones_like(a), 0))
        return x


solver = NewtonSqrt()
a = jnp.array([2.0, 9.0, 10.0, 0.25])
roots = solver.solve(a)
print("roots", roots)
print("error per iteration", jnp.max(jnp.abs(roots * roots - a)) / solver.iterations)
