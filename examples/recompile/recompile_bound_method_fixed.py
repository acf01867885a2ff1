"""Jit the bound method once, when the object is made, and call the jitted one at every
step."""

import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr
        self.jitted_update = jax.jit(self.update)

    def update(self, w, g):
        return w - self.lr * g

    def step(self, w):
        g = 2 * w
        return self.jitted_update(w, g)


trainer = Trainer(0.1)
w = jnp.ones(3)
for _ in range(4):
    w = trainer.step(w)
