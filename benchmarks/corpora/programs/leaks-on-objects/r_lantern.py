"""Linear regression trained with a jitted step that lives on the trainer object."""

import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, dim, lr=0.1):
        self.w = jnp.zeros((dim,))
        self.b = jnp.zeros(())
        self.lr = lr
        self.step = jax.jit(self._step)

    def _loss(self, w, b, x, y):
        pred = x @ w + b
        return jnp.mean((pred - y) ** 2)

    def _step(self, w, b, x, y):
        loss, (gw, gb) = jax.value_and_grad(self._loss, argnums=(0, 1))(w, b, x, y)
        self.last_loss = loss
        return w - self.lr * gw, b - self.lr * gb

    def fit(self, x, y, epochs):
        for _ in range(epochs):
            self.w, self.b = self.step(self.w, self.b, x, y)
        return self


def make_data(key, n, dim):
    kx, kn = jax.random.split(key)
    x = jax.random.normal(kx, (n, dim))
    true_w = jnp.arange(1.0, dim + 1.0)
    y = x @ true_w + 0.5 + 0.01 * jax.random.normal(kn, (n,))
    return x, y


x, y = make_data(jax.random.PRNGKey(0), 64, 3)
trainer = Trainer(3).fit(x, y, epochs=20)
print("weights", trainer.w, "bias", trainer.b)
print("final rmse", jnp.sqrt(trainer.last_loss))
