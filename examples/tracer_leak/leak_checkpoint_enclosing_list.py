"""Inside a jitted network, each checkpointed block appends its activation to a list of
the jitted function: the block's own trace ends, and the sum after the loop uses tracers
that leaked from it."""

import jax
import jax.numpy as jnp


@jax.jit
def network(ws, x):
    activations = []

    def block(w, h):
        activations.append(jnp.tanh(h @ w))  # E: jax-tracer-leak
        return h + activations[-1]

    h = x
    for w in ws:
        h = jax.checkpoint(block)(w, h)
    return h, sum(a.mean() for a in activations)


network([jnp.eye(4), jnp.eye(4)], jnp.ones((2, 4)))
