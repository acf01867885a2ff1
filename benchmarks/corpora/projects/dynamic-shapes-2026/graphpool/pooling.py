"""Graph-level readouts over a padded batch."""
import jax
import jax.numpy as jnp


def graph_ids_from_counts(n_node, total_nodes):
    return jnp.repeat(jnp.arange(n_node.shape[0]), n_node, total_repeat_length=total_nodes)


def mean_readout(h, graph_ids, n_node):
    num_graphs = int(graph_ids.max()) + 1
    sums = jax.ops.segment_sum(h, graph_ids, num_segments=num_graphs)
    return sums / jnp.maximum(n_node, 1)[:, None].astype(h.dtype)


def max_readout(h, graph_ids, n_node):
    out = jax.ops.segment_max(h, graph_ids, num_segments=n_node.shape[0])
    return jnp.where((n_node > 0)[:, None], out, 0.0)
