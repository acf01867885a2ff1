"""jnp.where keeps the choice inside the trace."""

import jax.numpy as jnp
from flax import nnx


class Ramped(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(4, 4, rngs=rngs)
        self.calls = nnx.BatchStat(jnp.array(0))

    def __call__(self, x):
        self.calls[...] = self.calls[...] + 1
        return jnp.where(self.calls[...] < 3, 0.5, 1.0) * self.linear(x)


class Net(nnx.Module):
    def __init__(self, rngs):
        self.ramp = Ramped(rngs)

    def __call__(self, x):
        return self.ramp(x)


nnx.jit(lambda model, x: model(x))(Net(nnx.Rngs(0)), jnp.ones((2, 4)))
