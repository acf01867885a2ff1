"""`nnx.value_and_grad` returns the loss; `float()` runs on it outside the trace."""

import jax.numpy as jnp
from flax import nnx

history: list[float] = []


def loss_fn(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
loss, grads = nnx.value_and_grad(loss_fn)(model, jnp.ones((8, 3)), jnp.zeros((8, 1)))
history.append(float(loss))
