"""Under plain `jax.jit`, every leaf of an `equinox.Module` is traced, Python ints too."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Repeat(eqx.Module):
    weight: jax.Array
    depth: int


@jax.jit
def apply_repeat(block, x):
    for _ in range(block.depth):  # E: jax-traced-index
        x = jnp.tanh(x @ block.weight)
    return x


apply_repeat(Repeat(jnp.eye(3), 2), jnp.ones(3))
