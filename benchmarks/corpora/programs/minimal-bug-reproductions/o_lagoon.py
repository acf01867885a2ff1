import functools

import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr
        self.last_grad_norm = None
        self.steps = 0

    def loss(self, w, x, y):
        return jnp.mean((x @ w - y) ** 2)

    @functools.partial(jax.jit, static_argnums=0)
    def _step(self, w, x, y):
        g = jax.grad(self.loss)(w, x, y)
        return w - self.lr * g, jnp.linalg.norm(g)

    def step(self, w, x, y):
        w, self.last_grad_norm = self._step(w, x, y)
        self.steps += 1
        return w


key = jax.random.key(0)
x = jax.random.normal(key, (16, 3))
y = x @ jnp.array([0.5, -1.0, 2.0])
trainer = Trainer(0.1)
w = jnp.zeros(3)
for epoch in range(4):
    w = trainer.step(w, x, y)
    print(epoch, jnp.round(trainer.last_grad_norm, 4))
print(trainer.steps, w.round(3))
