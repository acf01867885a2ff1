"""Sample the largest batch on every step and weight the rows in use: one shape, one
compilation."""

import jax
import jax.numpy as jnp

STEPS = 4
LARGEST = 8 + 4 * (STEPS - 1)


@jax.jit
def loss(w, batch, used):
    return jnp.sum(used * (batch @ w) ** 2) / jnp.sum(used)


key = jax.random.PRNGKey(0)
w = jnp.ones(4)
for step in range(STEPS):
    key, sub = jax.random.split(key)
    batch = jax.random.normal(sub, (LARGEST, 4))
    value = loss(w, batch, jnp.arange(LARGEST) < 8 + 4 * step)
