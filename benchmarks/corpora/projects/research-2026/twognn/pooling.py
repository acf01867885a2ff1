import jax
import jax.numpy as jnp


def degree_normalize(h, senders, receivers):
    n = h.shape[0]
    deg = jax.ops.segment_sum(jnp.ones_like(senders, dtype=h.dtype), senders, num_segments=n) + 1.0
    norm = jax.lax.rsqrt(deg)
    msgs = h[senders] * norm[senders, None]
    agg = jax.ops.segment_sum(msgs, receivers, num_segments=n)
    return (agg + h * norm[:, None]) * norm[:, None]


def readout(h, graph):
    ids = graph["graph_ids"]
    num_graphs = jnp.max(ids) + 1
    summed = jax.ops.segment_sum(h, ids, num_segments=num_graphs)
    counts = jnp.maximum(graph["n_node"], 1).astype(h.dtype)
    return summed / counts[:, None]


def max_pool_nodes(h, senders, receivers):
    n = h.shape[0]
    return jax.ops.segment_max(h[senders], receivers, num_segments=n)
