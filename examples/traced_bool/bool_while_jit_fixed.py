"""The traced `while` becomes `lax.while_loop`, which stages the loop condition."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def newton_sqrt(a):
    def not_done(x):
        return jnp.abs(x * x - a) > 1e-4

    def step(x):
        return 0.5 * (x + a / x)

    return lax.while_loop(not_done, step, a)


newton_sqrt(jnp.asarray(2.0))
