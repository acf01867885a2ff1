"""Synthetic molecules and padding into fixed-size graph batches."""
from typing import NamedTuple

import numpy as np


class GraphBatch(NamedTuple):
    nodes: np.ndarray
    edges: np.ndarray
    senders: np.ndarray
    receivers: np.ndarray
    node_graph: np.ndarray
    node_mask: np.ndarray
    edge_mask: np.ndarray
    graph_mask: np.ndarray
    targets: np.ndarray


def random_molecule(rng, cfg):
    n = int(rng.integers(cfg.min_atoms, cfg.max_atoms + 1))
    atom_types = rng.integers(0, cfg.node_features, size=n)
    nodes = np.eye(cfg.node_features, dtype=np.float32)[atom_types]
    src = list(range(n - 1))
    dst = list(range(1, n))
    for _ in range(int(rng.integers(0, 3))):
        a, b = rng.choice(n, 2, replace=False)
        src.append(int(a))
        dst.append(int(b))
    bond = rng.integers(0, cfg.edge_features, size=len(src))
    senders = np.array(src + dst, dtype=np.int32)
    receivers = np.array(dst + src, dtype=np.int32)
    edges = np.eye(cfg.edge_features, dtype=np.float32)[np.concatenate([bond, bond])]
    # toy "property": mean atom type plus a ring / bond-order contribution
    target = atom_types.mean() / cfg.node_features + 0.2 * bond.mean() + 0.05 * (len(src) - n + 1)
    return nodes, edges, senders, receivers, np.float32(target)


def pad_graphs(mols, cfg):
    """Pack molecules into one GraphBatch; the last graph slot collects the padding."""
    N, E, G = cfg.max_nodes, cfg.max_edges, len(mols) + 1
    nodes = np.zeros((N, cfg.node_features), np.float32)
    edges = np.zeros((E, cfg.edge_features), np.float32)
    senders = np.full((E,), N - 1, np.int32)
    receivers = np.full((E,), N - 1, np.int32)
    node_graph = np.full((N,), G - 1, np.int32)
    node_mask = np.zeros((N,), np.float32)
    edge_mask = np.zeros((E,), np.float32)
    graph_mask = np.zeros((G,), np.float32)
    targets = np.zeros((G,), np.float32)
    n_off = e_off = 0
    for g, (x, e, s, r, t) in enumerate(mols):
        n, m = len(x), len(s)
        if n_off + n >= N or e_off + m > E:
            raise ValueError("padding budget exceeded")
        nodes[n_off:n_off + n] = x
        node_graph[n_off:n_off + n] = g
        node_mask[n_off:n_off + n] = 1.0
        edges[e_off:e_off + m] = e
        senders[e_off:e_off + m] = s + n_off
        receivers[e_off:e_off + m] = r + n_off
        edge_mask[e_off:e_off + m] = 1.0
        graph_mask[g] = 1.0
        targets[g] = t
        n_off += n
        e_off += m
    return GraphBatch(nodes, edges, senders, receivers, node_graph,
                      node_mask, edge_mask, graph_mask, targets)


def graph_batches(cfg, seed):
    rng = np.random.default_rng(seed)
    while True:
        mols = [random_molecule(rng, cfg) for _ in range(cfg.graphs_per_batch)]
        yield pad_graphs(mols, cfg)
