"""`jax.jit(jax.ops.segment_sum)` called with a Python int for `num_segments`."""

import jax
import jax.numpy as jnp

readout = jax.jit(jax.ops.segment_sum)
nodes = jnp.arange(10.0).reshape(5, 2)
readout(nodes, jnp.array([0, 0, 1, 1, 2]), 3)  # E: jax-traced-shape
