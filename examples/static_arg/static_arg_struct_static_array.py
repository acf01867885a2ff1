"""An array in a `flax.struct.field(pytree_node=False)`: the second call raises."""

import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class Table:
    values: jax.Array
    grid: jax.Array = struct.field(pytree_node=False)


@jax.jit
def lookup(table, x):
    return jnp.interp(x, table.grid, table.values)


xs = jnp.array([0.5, 2.5])
square = Table(values=jnp.array([0.0, 1.0, 4.0, 9.0]), grid=jnp.linspace(0.0, 3.0, 4))
lookup(square, xs)
lookup(square, xs + 0.1)  # the same array object: the comparison short-cuts, and it runs
root = Table(values=jnp.array([0.0, 1.0, 1.4, 1.7]), grid=jnp.linspace(0.0, 3.0, 4))
lookup(root, xs)  # E: jax-static-arg
