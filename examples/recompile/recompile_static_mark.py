"""A `Static[...]` parameter of `jaxthink_typing.jit` is a static argument: a loop that
passes a new discount factor on each iteration compiles `discounted` for each one."""

import jax.numpy as jnp

from jaxthink_typing import Static, jit


@jit
def discounted(rewards, gamma: Static[float]):
    weights = gamma ** jnp.arange(rewards.shape[0])
    return jnp.sum(weights * rewards)


rewards = jnp.ones(6)
for k in range(4):
    total = discounted(rewards, 0.9 + 0.02 * k)  # N: jax-recompile
