"""Per-graph readout of node features."""
import jax
import jax.numpy as jnp

readout = jax.jit(jax.ops.segment_sum)

nodes = jnp.arange(10.0).reshape(5, 2)
graph_ids = jnp.array([0, 0, 1, 1, 2])
pooled = readout(nodes, graph_ids, 3)
print(pooled)
