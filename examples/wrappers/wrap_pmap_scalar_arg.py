"""`pmap` maps its arguments over the device axis: a Python float has none."""

import jax
import jax.numpy as jnp


def scale_shard(x, factor):
    return x * factor


shards = jnp.ones((jax.local_device_count(), 4))
jax.pmap(scale_shard)(shards, 0.5)  # E: jax-static-arg
