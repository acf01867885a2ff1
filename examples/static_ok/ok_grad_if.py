"""Under `jax.grad` alone the differentiated value is concrete enough for an `if`."""

import jax
import jax.numpy as jnp


def abs_loss(x):
    if x > 0:
        return x
    return -x


jax.grad(abs_loss)(jnp.asarray(2.0))
jax.grad(abs_loss)(-3.0)
