"""`functools.partial` makes a new object on each call: jitting one per batch compiles the
loss again for every batch."""

import functools

import jax
import jax.numpy as jnp


def loss(w, batch):
    x, y = batch
    return jnp.mean((x @ w - y) ** 2)


batches = [(jnp.ones((8, 3)) * k, jnp.zeros(8)) for k in range(4)]
w = jnp.zeros(3)
for batch in batches:
    value = jax.jit(functools.partial(loss, batch=batch))(w)  # N: jax-recompile
