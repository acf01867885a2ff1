"""Keep the traced rates in an array and compare them with `jnp` instead of a set."""

import jax
import jax.numpy as jnp


@jax.jit
def distinct_rates(base_lr, decay):
    rates = jnp.stack([base_lr, base_lr * decay])
    return 1 + jnp.sum(rates[1:] != rates[0])


distinct_rates(0.1, 0.5)
