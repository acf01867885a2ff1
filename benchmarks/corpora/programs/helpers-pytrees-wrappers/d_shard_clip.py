"""Blockwise gradient clipping across a device mesh with shard_map."""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.shard_map import shard_map
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:1]), ("x",))


def _clip_block(block, max_norm):
    norm_sq = jax.lax.psum(jnp.sum(block * block), "x")
    if norm_sq > max_norm ** 2:
        block = block * (max_norm / jnp.sqrt(norm_sq))
    return block


@jax.jit
def clip(grads):
    fn = shard_map(lambda b: _clip_block(b, 1.0), mesh=mesh, in_specs=P("x"), out_specs=P("x"))
    return fn(grads)


if __name__ == "__main__":
    g = jnp.arange(8.0).reshape(4, 2)
    print(clip(g))
