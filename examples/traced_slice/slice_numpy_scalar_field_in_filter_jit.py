"""An equinox coupling layer whose split point is `np.ceil(dim / 2).astype(int)`: a NumPy
scalar, which `eqx.filter_jit` treats as an array and traces, so slicing by it fails."""

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class Coupling(eqx.Module):
    split: int
    scale: jax.Array

    def __init__(self, dim):
        self.split = np.ceil(dim / 2).astype(int)
        self.scale = jnp.ones(dim - self.split)

    def __call__(self, x):
        a, b = x[: self.split], x[self.split :]  # E: jax-traced-slice
        return jnp.concatenate([a, b * self.scale])


@eqx.filter_jit
def forward(layer, x):
    return layer(x)


print(forward(Coupling(5), jnp.arange(5.0)))
