"""Inside `jax.checkpoint`, the sign flip is selected with `jnp.where`."""

import jax
import jax.numpy as jnp


@jax.checkpoint
def block(x, w):
    h = jnp.tanh(x @ w)
    return jnp.where(h.mean() > 0, h, -h)


block(jnp.ones((2, 3)), jnp.ones((3, 3)))
