"""A traced mask indexes the output of a list of nnx blocks: a data-dependent shape."""

import jax.numpy as jnp
from flax import nnx


class Encoder(nnx.Module):
    def __init__(self, dim, depth, rngs):
        self.blocks = nnx.List([nnx.Linear(dim, dim, rngs=rngs) for _ in range(depth)])

    def __call__(self, x):
        h = x
        for block in self.blocks:
            h = nnx.relu(block(h))
        keep = x[:, 0] > 0
        return jnp.where(keep[:, None], h, 0.0).sum(axis=0)


@nnx.jit
def forward(model, x):
    return model(x)


model = Encoder(4, 2, nnx.Rngs(0))
print(forward(model, jnp.ones((3, 4))))
