"""One step on a small batch."""

import jax.numpy as jnp

from two_mistakes_fixed.step import train_step

params = jnp.ones(4)
batch = jnp.arange(8.0).reshape(2, 4)
print(train_step(params, batch))
