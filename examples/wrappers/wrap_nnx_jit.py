"""`nnx.jit` traces the arrays it is given: a Python `if` on one fails."""

import jax.numpy as jnp
from flax import nnx


class Scale(nnx.Module):
    def __init__(self, size):
        self.weight = nnx.Param(jnp.ones(size))


@nnx.jit
def forward(model, x):
    if x.max() > 1.0:  # E: jax-traced-bool
        x = x / x.max()
    return x * model.weight[...]


forward(Scale(3), jnp.arange(3.0))
