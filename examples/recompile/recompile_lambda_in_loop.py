"""`jax.jit` of a lambda written in the loop: a new function object on every iteration, so
each call traces and compiles it again."""

import jax
import jax.numpy as jnp


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


x = jnp.ones((8, 3))
y = jnp.zeros(8)
w = jnp.zeros(3)
for step in range(4):
    grad = jax.jit(jax.grad(lambda w: loss(w, x, y)))(w)  # N: jax-recompile
    w = w - 0.1 * grad
