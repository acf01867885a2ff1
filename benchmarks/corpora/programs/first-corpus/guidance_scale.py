"""Classifier-free guidance mixing with a shared scale broadcast over the batch."""

import jax
import jax.numpy as jnp


def guide(cond, uncond, scale):
    if scale == 1.0:
        return cond
    return uncond + scale * (cond - uncond)


def guided_batch(cond, uncond, scale):
    return jax.vmap(guide, in_axes=(0, 0, None))(cond, uncond, scale)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    cond = jax.random.normal(key, (4, 3))
    uncond = jnp.zeros((4, 3))
    print(guided_batch(cond, uncond, 1.0))
    print(guided_batch(cond, uncond, 7.5))
