"""A batch-size warm-up: each step samples a batch of a new size, so the batch has a new
shape on every step and jit compiles the loss again for each."""

import jax
import jax.numpy as jnp


@jax.jit
def loss(w, batch):
    return jnp.mean((batch @ w) ** 2)


key = jax.random.PRNGKey(0)
w = jnp.ones(4)
for step in range(4):
    key, sub = jax.random.split(key)
    batch = jax.random.normal(sub, (8 + 4 * step, 4))
    value = loss(w, batch)  # N: jax-recompile
