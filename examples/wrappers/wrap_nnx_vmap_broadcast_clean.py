"""`nnx.vmap` passes an `in_axes=None` Python int to every call as it is: it may bound a
slice."""

import jax.numpy as jnp
from flax import nnx


@nnx.vmap(in_axes=(None, 0, None))
def top_logits(model, x, k):
    return jnp.sort(model(x))[-k:]


top_logits(nnx.Linear(4, 6, rngs=nnx.Rngs(0)), jnp.ones((5, 4)), 3)
