"""The per-shard guard is a `jnp.where` on the traced block."""

import functools

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((jax.device_count(),), ("batch",))


@functools.partial(jax.shard_map, mesh=mesh, in_specs=P("batch"), out_specs=P("batch"))
def normalize_shard(block):
    peak = jnp.max(jnp.abs(block))
    return jnp.where(peak == 0, block, block / jnp.where(peak == 0, 1.0, peak))


@jax.jit
def preprocess(batch):
    return normalize_shard(batch * 2.0)


batch = jax.device_put(jnp.arange(8.0).reshape(4, 2), NamedSharding(mesh, P("batch")))
preprocess(batch)
