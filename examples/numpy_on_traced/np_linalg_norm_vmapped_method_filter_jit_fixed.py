"""`jnp.linalg.norm` traces: the vmapped method normalises each traced row."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Encoder(eqx.Module):
    weight: jax.Array

    def encode(self, x):
        h = jnp.tanh(self.weight @ x)
        return h / jnp.linalg.norm(h)


@eqx.filter_jit
def similarities(encoder, queries, corpus):
    q = jax.vmap(encoder.encode)(queries)
    c = jax.vmap(encoder.encode)(corpus)
    return q @ c.T


encoder = Encoder(jax.random.normal(jax.random.PRNGKey(0), (8, 6)))
similarities(encoder, jnp.ones((4, 6)), jnp.ones((20, 6)))
