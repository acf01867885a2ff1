"""`int(...)` makes the split point a Python int, which `eqx.filter_jit` keeps static."""

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class Coupling(eqx.Module):
    split: int
    scale: jax.Array

    def __init__(self, dim):
        self.split = int(np.ceil(dim / 2))
        self.scale = jnp.ones(dim - self.split)

    def __call__(self, x):
        a, b = x[: self.split], x[self.split :]
        return jnp.concatenate([a, b * self.scale])


@eqx.filter_jit
def forward(layer, x):
    return layer(x)


print(forward(Coupling(5), jnp.arange(5.0)))
