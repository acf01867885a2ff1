"""`static_broadcasted_argnums` hands the float to every device as a Python value."""

import jax
import jax.numpy as jnp


def scale_shard(x, factor):
    return x * factor


shards = jnp.ones((jax.local_device_count(), 4))
jax.pmap(scale_shard, static_broadcasted_argnums=1)(shards, 0.5)
