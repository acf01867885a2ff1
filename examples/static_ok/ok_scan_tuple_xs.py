"""scan over a tuple of arrays gives its body a tuple of slices: a Python tuple, whose
truth is static."""

import jax
import jax.numpy as jnp


def step(total, pair):
    weights, values = pair
    extra = pair[1] if pair else 0.0
    return total + weights * values + extra, None


total, _ = jax.lax.scan(step, 0.0, (jnp.ones(3), jnp.arange(3.0)))
print(total)
