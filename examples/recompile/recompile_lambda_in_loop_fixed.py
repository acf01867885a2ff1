"""Jit once, outside the loop, a function that takes what the lambda closed over as
arguments: the first call compiles it, the others reuse the program."""

import jax
import jax.numpy as jnp


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


grad_loss = jax.jit(jax.grad(loss))

x = jnp.ones((8, 3))
y = jnp.zeros(8)
w = jnp.zeros(3)
for step in range(4):
    w = w - 0.1 * grad_loss(w, x, y)
