"""Run every filter of the bank over a signal."""

import jax.numpy as jnp

from filter_bank.sharp import Box, Sharpen

signal = jnp.sin(jnp.linspace(0.0, 12.0, 64))
for item in [Box(3), Sharpen(0.5, 2.0)]:
    signal = item.apply(signal)
