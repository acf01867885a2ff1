import jax.numpy as jnp
import numpy as np


def pad_graph(g, max_nodes, max_edges):
    n, e = g["nodes"].shape[0], g["senders"].shape[0]
    dummy = max_nodes - 1
    nodes = np.zeros((max_nodes, g["nodes"].shape[1]), dtype=np.float32)
    nodes[:n] = g["nodes"]
    senders = np.full(max_edges, dummy, dtype=np.int32)
    receivers = np.full(max_edges, dummy, dtype=np.int32)
    senders[:e], receivers[:e] = g["senders"], g["receivers"]
    node_mask = np.zeros(max_nodes, dtype=np.float32)
    node_mask[:n] = 1.0
    edge_mask = np.zeros(max_edges, dtype=np.float32)
    edge_mask[:e] = 1.0
    return {"nodes": nodes, "senders": senders, "receivers": receivers, "node_mask": node_mask, "edge_mask": edge_mask}


def collate(graphs, targets, max_nodes, max_edges):
    padded = [pad_graph(g, max_nodes, max_edges) for g in graphs]
    batch = {k: jnp.asarray(np.stack([p[k] for p in padded])) for k in padded[0]}
    batch["y"] = jnp.asarray(targets)
    return batch
