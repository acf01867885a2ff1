"""`jax.vmap(encoder.encode)` inside `eqx.filter_jit`: the bound method of the traced
model runs on each traced row, and NumPy's norm cannot take a tracer."""

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class Encoder(eqx.Module):
    weight: jax.Array

    def encode(self, x):
        h = jnp.tanh(self.weight @ x)
        return h / np.linalg.norm(h)  # E: jax-numpy-on-traced


@eqx.filter_jit
def similarities(encoder, queries, corpus):
    q = jax.vmap(encoder.encode)(queries)
    c = jax.vmap(encoder.encode)(corpus)
    return q @ c.T


encoder = Encoder(jax.random.normal(jax.random.PRNGKey(0), (8, 6)))
similarities(encoder, jnp.ones((4, 6)), jnp.ones((20, 6)))
