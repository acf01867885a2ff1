"""`static_argnums=2` (or `num_segments` by name) keeps the count static."""

import jax
import jax.numpy as jnp

readout = jax.jit(jax.ops.segment_sum, static_argnums=2)
by_name = jax.jit(jax.ops.segment_sum, static_argnames="num_segments")
nodes = jnp.arange(10.0).reshape(5, 2)
readout(nodes, jnp.array([0, 0, 1, 1, 2]), 3)
by_name(nodes, jnp.array([0, 0, 1, 1, 2]), num_segments=3)
