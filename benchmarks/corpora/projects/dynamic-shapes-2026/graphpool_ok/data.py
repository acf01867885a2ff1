"""Random small graphs, batched in a padded (jraph-like) layout on the host."""
from typing import Any

import numpy as np

CONFIG: dict[str, Any] = {
    "n_features": 4,
    "hidden": [32, 32],
    "graphs_per_batch": 8,
    "max_nodes": 80,
    "max_edges": 320,
    "min_size": 4,
    "max_size": 9,
    "lr": 5e-3,
    "steps": 80,
    "seed": 0,
}


def random_graph(rng, cfg):
    n = int(rng.integers(cfg["min_size"], cfg["max_size"] + 1))
    x = rng.standard_normal((n, cfg["n_features"])).astype(np.float32)
    ring = [(i, (i + 1) % n) for i in range(n)]
    chords = [tuple(rng.choice(n, size=2, replace=False)) for _ in range(n // 2)]
    edges = ring + chords
    edges += [(b, a) for a, b in edges]
    label = int(x[:, 0].mean() > 0)
    return x, np.array(edges, dtype=np.int32), label


def make_batch(rng, cfg):
    """Pack graphs_per_batch graphs, plus one padding graph that owns the rest."""
    graphs = [random_graph(rng, cfg) for _ in range(cfg["graphs_per_batch"])]
    nodes = np.zeros((cfg["max_nodes"], cfg["n_features"]), dtype=np.float32)
    senders = np.full(cfg["max_edges"], cfg["max_nodes"] - 1, dtype=np.int32)
    receivers = np.full(cfg["max_edges"], cfg["max_nodes"] - 1, dtype=np.int32)
    n_node = np.zeros(len(graphs) + 1, dtype=np.int32)
    labels = np.zeros(len(graphs) + 1, dtype=np.int32)
    node_off = edge_off = 0
    for g, (x, edges, label) in enumerate(graphs):
        nodes[node_off : node_off + len(x)] = x
        senders[edge_off : edge_off + len(edges)] = edges[:, 0] + node_off
        receivers[edge_off : edge_off + len(edges)] = edges[:, 1] + node_off
        n_node[g], labels[g] = len(x), label
        node_off += len(x)
        edge_off += len(edges)
    n_node[-1] = cfg["max_nodes"] - node_off
    graph_mask = np.arange(len(n_node)) < len(graphs)
    return {
        "nodes": nodes,
        "senders": senders,
        "receivers": receivers,
        "n_node": n_node,
        "labels": labels,
        "graph_mask": graph_mask,
    }
