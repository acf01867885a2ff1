import jax
import jax.numpy as jnp


def _soft_clip(x, limit):
    if x > limit:
        return limit + jnp.log1p(x - limit)
    return x


soft_clip = jax.vmap(_soft_clip, in_axes=(0, None))
