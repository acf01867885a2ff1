"""Python's `min` becomes `jnp.minimum`."""

import jax
import jax.numpy as jnp


def clipped_ratio(ratio, advantage, eps):
    unclipped = ratio * advantage
    clipped = jnp.clip(ratio, 1 - eps, 1 + eps) * advantage
    return jnp.minimum(unclipped, clipped)


ppo = jax.vmap(clipped_ratio, in_axes=(0, 0, None))
ppo(jnp.array([0.9, 1.3]), jnp.array([1.0, -1.0]), 0.2)
