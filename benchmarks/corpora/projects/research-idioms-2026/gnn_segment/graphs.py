import numpy as np

MAX_NODES = 32
MAX_EDGES = 64
N_GRAPHS = 4
FEAT = 8


def random_graph(rng):
    n = int(rng.integers(3, 7))
    e = int(rng.integers(n, 2 * n))
    return rng.standard_normal((n, FEAT)).astype(np.float32), rng.integers(0, n, (2, e))


def collate(graphs, targets):
    nodes = np.zeros((MAX_NODES, FEAT), np.float32)
    senders = np.full(MAX_EDGES, MAX_NODES - 1, np.int32)
    receivers = np.full(MAX_EDGES, MAX_NODES - 1, np.int32)
    node_graph = np.full(MAX_NODES, N_GRAPHS, np.int32)
    n_off = e_off = 0
    for g, (x, edges) in enumerate(graphs):
        n, e = x.shape[0], edges.shape[1]
        nodes[n_off:n_off + n] = x
        senders[e_off:e_off + e] = edges[0] + n_off
        receivers[e_off:e_off + e] = edges[1] + n_off
        node_graph[n_off:n_off + n] = g
        n_off, e_off = n_off + n, e_off + e
    return {
        "nodes": nodes,
        "senders": senders,
        "receivers": receivers,
        "node_graph": node_graph,
        "n_node": np.int32(n_off),
        "y": np.asarray(targets, np.float32),
    }


def batches(seed, num):
    rng = np.random.default_rng(seed)
    for _ in range(num):
        gs = [random_graph(rng) for _ in range(N_GRAPHS)]
        yield collate(gs, [x.sum() / 10 for x, _ in gs])
