"""The count is state, traced under nnx.jit: choose the scale with jnp.where."""

import jax.numpy as jnp
from flax import nnx


class WarmupMLP(nnx.Module):
    def __init__(self, warmup, *, rngs):
        self.linear = nnx.Linear(3, 3, rngs=rngs)
        self.calls = nnx.Variable(jnp.asarray(0))
        self.warmup = warmup

    def __call__(self, x):
        self.calls[...] += 1
        scale = jnp.where(self.calls[...] < self.warmup, 0.1, 1.0)
        return scale * self.linear(x)


@nnx.jit
def forward(model, x):
    return model(x)


forward(WarmupMLP(5, rngs=nnx.Rngs(0)), jnp.ones(3))
