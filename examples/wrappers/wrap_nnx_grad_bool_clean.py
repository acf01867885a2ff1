"""Under `nnx.grad` alone (no jit), a differentiated value is concrete enough for an `if`."""

import jax.numpy as jnp
from flax import nnx


def loss_fn(model, x, y, clip):
    loss = jnp.mean((model(x) - y) ** 2)
    if loss > clip:
        loss = clip + jnp.log1p(loss - clip)
    return loss


model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
grads = nnx.grad(loss_fn)(model, jnp.ones((8, 3)), jnp.full((8, 1), 5.0), 1.0)
