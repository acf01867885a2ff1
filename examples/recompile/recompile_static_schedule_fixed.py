"""Pass the learning rate traced: its value changes, its type and shape do not."""

import jax
import jax.numpy as jnp


@jax.jit
def sgd(w, g, lr):
    return w - lr * g


w = jnp.ones(3)
lr = 0.1
for epoch in range(4):
    w = sgd(w, 2 * w, lr)
    lr = lr * 0.5
