import numpy as np


def random_graph(rng, min_nodes, max_nodes, max_edges, feats):
    n = int(rng.integers(min_nodes, max_nodes))
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n) if rng.random() < 0.3]
    rng.shuffle(pairs)
    pairs = pairs[: max_edges // 2]
    senders = [i for i, j in pairs] + [j for i, j in pairs]
    receivers = [j for i, j in pairs] + [i for i, j in pairs]
    x = rng.standard_normal((n, feats)).astype(np.float32)
    return {"nodes": x, "senders": np.array(senders, dtype=np.int32), "receivers": np.array(receivers, dtype=np.int32)}


def graph_target(g):
    # mean over nodes of the summed first feature of their neighbours
    n = g["nodes"].shape[0]
    acc = np.zeros(n, dtype=np.float32)
    np.add.at(acc, g["receivers"], g["nodes"][g["senders"], 0])
    return float(acc.mean())


def make_graphs(n_graphs, max_nodes, max_edges, feats, seed):
    rng = np.random.default_rng(seed)
    graphs = [random_graph(rng, 4, max_nodes, max_edges, feats) for _ in range(n_graphs)]
    return graphs, np.array([graph_target(g) for g in graphs], dtype=np.float32)
