"""Under `eqx.filter_jit`, a Python int field is static: `range` over it is fine."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Repeat(eqx.Module):
    weight: jax.Array
    depth: int


@eqx.filter_jit
def apply_repeat(block, x):
    for _ in range(block.depth):
        x = jnp.tanh(x @ block.weight)
    return x


apply_repeat(Repeat(jnp.eye(3), 2), jnp.ones(3))
