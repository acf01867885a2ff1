"""Each checkpointed block returns its activation; the jitted function collects them."""

import jax
import jax.numpy as jnp


@jax.jit
def network(ws, x):
    activations = []

    def block(w, h):
        z = jnp.tanh(h @ w)
        return h + z, z

    h = x
    for w in ws:
        h, z = jax.checkpoint(block)(w, h)
        activations.append(z)
    return h, sum(a.mean() for a in activations)


network([jnp.eye(4), jnp.eye(4)], jnp.ones((2, 4)))
