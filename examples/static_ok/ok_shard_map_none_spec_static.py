"""Context-parallel attention whose shard_map gives `None` as the spec of its size
argument: shard_map passes that input as it is, so `cp_size > 1` compares a Python int."""

import functools

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((1,), ("x",))


@functools.partial(
    jax.shard_map, mesh=mesh, in_specs=(P(), None), out_specs=P(), check_vma=False
)
def attend(q, cp_size):
    if cp_size > 1:
        return jnp.roll(q, cp_size)
    return q * 2


print(attend(jnp.ones(4), 1))
print(jax.jit(lambda q: attend(q, 2))(jnp.ones(4)))
