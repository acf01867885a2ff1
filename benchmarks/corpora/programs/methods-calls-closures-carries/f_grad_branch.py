"""Huber-style regression loss differentiated through a method."""
import jax
import jax.numpy as jnp


class Robust:
    def __init__(self, delta):
        self.delta = delta

    def loss(self, w, x, y):
        r = x @ w - y
        if w[0] > 0:
            r = r * 1.0
        small = jnp.abs(r) < self.delta
        return jnp.mean(jnp.where(small, 0.5 * r ** 2, self.delta * (jnp.abs(r) - 0.5 * self.delta)))


model = Robust(1.0)
x = jnp.stack([jnp.ones(6), jnp.arange(6.0)], axis=1)
y = 2.0 + 0.5 * jnp.arange(6.0)
w = jnp.array([0.5, 0.0])
for _ in range(20):
    w = w - 0.1 * jax.grad(model.loss)(w, x, y)
print(w)
