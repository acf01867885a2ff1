"""Blockwise sums across a device mesh with shard_map."""
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:1]), ("x",))


def _block_sum(block, squared):
    if squared:
        block = block * block
    rows = block.shape[0]
    if rows > 1:
        block = block.reshape(rows, -1)
    return jnp.sum(block, axis=0)


@functools.partial(jax.jit, static_argnames=("squared",))
def global_sum(x, squared=False):
    def local(block):
        partial = _block_sum(block, squared)
        return jax.lax.psum(partial, "x")

    return jax.shard_map(local, mesh=mesh, in_specs=P("x"), out_specs=P())(x)


if __name__ == "__main__":
    x = jnp.arange(12.0).reshape(4, 3)
    print(global_sum(x))
    print(global_sum(x, squared=True))
