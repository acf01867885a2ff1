"""`nnx.vmap` traces the mapped rows: a Python `if` on one fails."""

import jax.numpy as jnp
from flax import nnx


@nnx.vmap(in_axes=(None, 0))
def predict_one(model, x):
    if x.sum() == 0:  # E: jax-traced-bool
        return jnp.zeros(2)
    return model(x)


predict_one(nnx.Linear(4, 2, rngs=nnx.Rngs(0)), jnp.ones((5, 4)))
