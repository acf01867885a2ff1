"""Newton iterations for a square root, run with lax.fori_loop."""

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a, n_iter=20):
    def body(i, x):
        step = (x * x - a) / (2 * x)
        if step.item() == 0.0:
            return x
        return x - step

    return lax.fori_loop(0, n_iter, body, jnp.maximum(a, 1.0))


values = jnp.array([2.0, 9.0, 0.25])
roots = jax.vmap(newton_sqrt)(values)
print(roots)
print(jnp.max(jnp.abs(roots**2 - values)))
