"""`jnp.where` picks the output for each traced row."""

import jax.numpy as jnp
from flax import nnx


@nnx.vmap(in_axes=(None, 0))
def predict_one(model, x):
    return jnp.where(x.sum() == 0, jnp.zeros(2), model(x))


predict_one(nnx.Linear(4, 2, rngs=nnx.Rngs(0)), jnp.ones((5, 4)))
