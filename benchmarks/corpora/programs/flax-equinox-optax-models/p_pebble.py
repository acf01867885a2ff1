"""Equinox residual network whose depth and width are plain integer fields."""

import equinox as eqx
import jax
import jax.numpy as jnp


class ResidualNet(eqx.Module):
    blocks: tuple
    depth: int
    width: int
    scale: float

    def __init__(self, width, depth, *, key):
        keys = jax.random.split(key, depth)
        self.blocks = tuple(eqx.nn.Linear(width, width, key=k) for k in keys)
        self.depth = depth
        self.width = width
        self.scale = 1.0 / depth

    def __call__(self, x):
        x = jnp.pad(x, (0, self.width - x.shape[0]))
        for i in range(self.depth):
            x = x + self.scale * jax.nn.gelu(self.blocks[i](x))
        return x[: self.width // 2]


@eqx.filter_jit
def run_batch(model, xs):
    return eqx.filter_vmap(model)(xs)


model = ResidualNet(8, 3, key=jax.random.key(0))
xs = jax.random.normal(jax.random.key(1), (5, 6))
out = run_batch(model, xs)
halved = eqx.tree_at(lambda m: m.scale, model, 0.5)
print(out.shape, run_batch(halved, xs).shape)
