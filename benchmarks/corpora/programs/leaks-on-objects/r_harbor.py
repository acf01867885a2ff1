"""Gradient of a two-layer network's loss, with the hidden layer cached on the model."""

import jax
import jax.numpy as jnp


class MLP:
    def __init__(self, key, sizes):
        k1, k2 = jax.random.split(key)
        self.params = {
            "w1": jax.random.normal(k1, (sizes[0], sizes[1])) * 0.3,
            "w2": jax.random.normal(k2, (sizes[1], sizes[2])) * 0.3,
        }
        self.hidden = None

    def apply(self, params, x):
        h = jnp.tanh(x @ params["w1"])
        self.hidden = h
        return h @ params["w2"]


def loss_fn(params, model, x, y):
    out = model.apply(params, x)
    return jnp.mean((out - y) ** 2)


def gradients(model, x, y):
    return jax.grad(loss_fn)(model.params, model, x, y)


key = jax.random.PRNGKey(1)
model = MLP(key, (3, 8, 1))
x = jax.random.normal(key, (10, 3))
y = jnp.sum(x, axis=1, keepdims=True)
grads = gradients(model, x, y)
print({k: v.shape for k, v in grads.items()})
print("mean |h|", jnp.mean(jnp.abs(model.hidden)))
