"""Regression with an equinox linear model and a logged loss value."""

import equinox as eqx
import jax
import jax.numpy as jnp

history = []


class Linear(eqx.Module):
    w: jax.Array
    b: jax.Array

    def __call__(self, x):
        return x @ self.w + self.b


def mse(model, x, y):
    err = model(x) - y
    value = jnp.mean(err**2)
    history.append(float(value))
    return value


def fit(model, x, y, steps=30, lr=0.1):
    grad_fn = eqx.filter_grad(mse)
    for _ in range(steps):
        g = grad_fn(model, x, y)
        model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda t: -lr * t, g))
    return model


x = jnp.linspace(-1.0, 1.0, 40)[:, None]
y = 3.0 * x[:, 0] - 1.0
model = Linear(w=jnp.zeros(1), b=jnp.zeros(()))
model = fit(model, x, y)
print(model.w, model.b, history[-1])
