"""`self.update` is a new bound method object at each access, so `jax.jit(self.update)`
in a method called on every step compiles `update` again at every step."""

import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr

    def update(self, w, g):
        return w - self.lr * g

    def step(self, w):
        g = 2 * w
        return jax.jit(self.update)(w, g)  # N: jax-recompile


trainer = Trainer(0.1)
w = jnp.ones(3)
for _ in range(4):
    w = trainer.step(w)
