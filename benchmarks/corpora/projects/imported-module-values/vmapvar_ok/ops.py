import jax
import jax.numpy as jnp


def _soft_clip(x, limit):
    over = jnp.maximum(x - limit, 0.0)
    return jnp.where(x > limit, limit + jnp.log1p(over), x)


soft_clip = jax.vmap(_soft_clip, in_axes=(0, None))
