"""`jax.vmap(jax.jit(f))`: the inner jit and the vmap both make the argument abstract."""

import jax
import jax.numpy as jnp


def reward(distance):
    if distance < 1.0:  # E: jax-traced-bool
        return 1.0 - distance
    return 0.0


batched_reward = jax.vmap(jax.jit(reward))
batched_reward(jnp.array([0.2, 1.5, 0.9]))
