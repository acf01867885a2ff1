"""A sweep of configurations, each training its own model: the second entry picks
learned positional embeddings, whose `__call__` slices the table at the crop offset the
nnx.jit step is given as an array. Fixed: `lax.dynamic_slice_in_dim` takes a traced
start and a static length."""

import jax
import jax.numpy as jnp
from flax import nnx


class SinusoidalPositions(nnx.Module):
    def __init__(self, size, dim, *, rngs):
        self.size, self.dim = size, dim

    def __call__(self, length, offset):
        positions = offset + jnp.arange(length)
        return jnp.sin(positions[:, None] / (1.0 + jnp.arange(self.dim)))


class LearnedPositions(nnx.Module):
    def __init__(self, size, dim, *, rngs):
        self.table = nnx.Param(0.02 * jnp.ones((size, dim)))

    def __call__(self, length, offset):
        return jax.lax.dynamic_slice_in_dim(self.table.value, offset, length)


POSITIONS = {"sinusoidal": SinusoidalPositions, "learned": LearnedPositions}


class TinyModel(nnx.Module):
    def __init__(self, cfg, *, rngs):
        self.embed = nnx.Embed(16, cfg["dim"], rngs=rngs)
        self.positions = POSITIONS[cfg["positions"]](cfg["max_positions"], cfg["dim"], rngs=rngs)

    def __call__(self, tokens, offset):
        return self.embed(tokens) + self.positions(tokens.shape[0], offset)


@nnx.jit
def score(model, tokens, offset):
    return model(tokens, offset).sum()


BASE = {"dim": 8, "max_positions": 64, "positions": "sinusoidal"}
SWEEP = [dict(BASE), dict(BASE, positions="learned")]

for i, cfg in enumerate(SWEEP):
    model = TinyModel(cfg, rngs=nnx.Rngs(i))
    print(cfg["positions"], score(model, jnp.arange(5), jnp.asarray(3)))
