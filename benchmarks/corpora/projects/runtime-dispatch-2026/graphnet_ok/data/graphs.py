"""Random directed graphs with regression targets computed in NumPy."""
import numpy as np


def _neighbor_max(nodes, senders, receivers):
    best = np.full(nodes.shape[0], -np.inf)
    np.maximum.at(best, receivers, nodes[senders, 0])
    best[np.isneginf(best)] = 0.0
    return best.sum()


def _degree_weighted(nodes, senders, receivers):
    degree = np.bincount(receivers, minlength=nodes.shape[0])
    return float((degree * nodes[:, 0]).sum()) / nodes.shape[0]


TARGETS = {"neighbor_max": _neighbor_max, "degree_weighted": _degree_weighted}


def make_graphs(num_graphs, num_nodes, num_edges, feature_dim, target, seed):
    rng = np.random.default_rng(seed)
    nodes = rng.normal(size=(num_graphs, num_nodes, feature_dim)).astype(np.float32)
    senders = rng.integers(0, num_nodes, size=(num_graphs, num_edges)).astype(np.int32)
    offsets = rng.integers(1, num_nodes, size=(num_graphs, num_edges))
    receivers = ((senders + offsets) % num_nodes).astype(np.int32)
    fn = TARGETS[target]
    y = np.array([fn(nodes[g], senders[g], receivers[g]) for g in range(num_graphs)],
                 dtype=np.float32)
    y = (y - y.mean()) / (y.std() + 1e-6)
    return {"nodes": nodes, "senders": senders, "receivers": receivers, "y": y}


def minibatches(graphs, batch_size, seed):
    rng = np.random.default_rng(seed)
    n = graphs["y"].shape[0]
    while True:
        idx = rng.permutation(n)[:batch_size]
        yield {k: v[idx] for k, v in graphs.items()}
