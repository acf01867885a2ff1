"""Model definition."""

import equinox as eqx
import jax
import jax.numpy as jnp


class GatedResNet(eqx.Module):
    proj: eqx.nn.Linear
    blocks: list
    head: eqx.nn.Linear
    skip_weight: jax.Array
    n_blocks: int = eqx.field(static=True)

    def __init__(self, din, width, dout, n_blocks, key):
        keys = jax.random.split(key, n_blocks + 2)
        self.proj = eqx.nn.Linear(din, width, key=keys[0])
        self.blocks = [eqx.nn.Linear(width, width, key=k) for k in keys[1:-1]]
        self.head = eqx.nn.Linear(width, dout, key=keys[-1])
        self.skip_weight = jnp.asarray(0.5)
        self.n_blocks = n_blocks

    def __call__(self, x):
        skip = self.proj(x)
        h = jax.nn.relu(skip)
        for i in range(self.n_blocks):
            h = jax.nn.relu(self.blocks[i](h))
        if self.skip_weight > 0:
            h = h + self.skip_weight * skip
        return self.head(h)
