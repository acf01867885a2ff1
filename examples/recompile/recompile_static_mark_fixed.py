"""`gamma` is only a number in the computation: without the Static mark it is traced, and
one compiled program serves every value."""

import jax.numpy as jnp

from jaxthink_typing import jit


@jit
def discounted(rewards, gamma: float):
    weights = gamma ** jnp.arange(rewards.shape[0])
    return jnp.sum(weights * rewards)


rewards = jnp.ones(6)
for k in range(4):
    total = discounted(rewards, 0.9 + 0.02 * k)
