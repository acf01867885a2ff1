"""Under `jax.grad` alone, `int(x)` of the differentiated value runs (only `float` fails)."""

import jax
import jax.numpy as jnp


def stepped_loss(x):
    level = int(x)
    return (x - level) ** 2 + jnp.asarray(level, dtype=jnp.float32)


jax.grad(stepped_loss)(jnp.asarray(2.5))
