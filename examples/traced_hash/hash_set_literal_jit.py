"""Collecting the per-layer learning rates in a set literal, under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def distinct_rates(base_lr, decay):
    rates = {base_lr, base_lr * decay}  # E: jax-traced-hash
    return jnp.asarray(len(rates))


distinct_rates(0.1, 0.5)
