"""A learning rate from a decay schedule, passed as a static argument: each new float is
a new cache key, so every epoch compiles the update again."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=2)
def sgd(w, g, lr):
    return w - lr * g


w = jnp.ones(3)
lr = 0.1
for epoch in range(4):
    w = sgd(w, 2 * w, lr)  # N: jax-recompile
    lr = lr * 0.5
