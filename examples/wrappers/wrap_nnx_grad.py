"""`nnx.grad` traces the model's parameters: `float()` of the loss inside the loss
function needs a concrete value."""

import jax.numpy as jnp
from flax import nnx

history: list[float] = []


def loss_fn(model, x, y):
    loss = jnp.mean((model(x) - y) ** 2)
    history.append(float(loss))  # E: jax-traced-conversion
    return loss


model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
grads = nnx.grad(loss_fn)(model, jnp.ones((8, 3)), jnp.zeros((8, 1)))
