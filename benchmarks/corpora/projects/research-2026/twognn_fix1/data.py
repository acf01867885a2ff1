import numpy as np


def ring_or_star(rng, feat_dim):
    kind = int(rng.integers(0, 3))
    n = int(rng.integers(4, 10))
    if kind == 0:
        s = np.arange(n)
        r = (s + 1) % n
    elif kind == 1:
        s = np.zeros(n - 1, dtype=int)
        r = np.arange(1, n)
    else:
        s = np.arange(n - 1)
        r = s + 1
    senders = np.concatenate([s, r])
    receivers = np.concatenate([r, s])
    feats = rng.normal(size=(n, feat_dim)).astype(np.float32)
    return feats, senders, receivers, kind


def batch_graphs(rng, cfg):
    nodes, snd, rcv, n_node, labels = [], [], [], [], []
    offset = 0
    for _ in range(cfg["graphs_per_batch"]):
        f, s, r, y = ring_or_star(rng, cfg["feat_dim"])
        nodes.append(f)
        snd.append(s + offset)
        rcv.append(r + offset)
        n_node.append(len(f))
        labels.append(y)
        offset += len(f)
    n_node = np.array(n_node, dtype=np.int32)
    return {
        "nodes": np.concatenate(nodes),
        "senders": np.concatenate(snd).astype(np.int32),
        "receivers": np.concatenate(rcv).astype(np.int32),
        "n_node": n_node,
        "graph_ids": np.repeat(np.arange(len(n_node)), n_node).astype(np.int32),
        "labels": np.array(labels, dtype=np.int32),
    }


def summarize(batch):
    return {
        "graphs": int(len(batch["n_node"])),
        "nodes": int(batch["n_node"].sum()),
        "edges": int(len(batch["senders"])),
        "classes": np.bincount(batch["labels"], minlength=3).tolist(),
    }


def to_device(batch):
    import jax.numpy as jnp

    return {k: jnp.asarray(v) for k, v in batch.items()}
