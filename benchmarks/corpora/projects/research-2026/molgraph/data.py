import numpy as np


def random_molecule(rng, cfg):
    n = int(rng.integers(cfg["min_atoms"], cfg["max_atoms"] + 1))
    atoms = rng.integers(0, cfg["num_atom_types"], size=n)
    src = np.arange(1, n)
    dst = np.array([rng.integers(0, i) for i in range(1, n)])
    extra = rng.integers(0, n, size=(n // 3, 2))
    senders = np.concatenate([src, dst, extra[:, 0]])
    receivers = np.concatenate([dst, src, extra[:, 1]])
    bonds = rng.integers(0, cfg["num_bond_types"], size=len(senders))
    target = float(atoms.sum()) / n + 0.1 * len(senders) / n
    return {"atoms": atoms, "senders": senders, "receivers": receivers, "bonds": bonds, "y": target}


def collate(mols):
    offsets = np.cumsum([0] + [len(m["atoms"]) for m in mols[:-1]])
    batch = {
        "atoms": np.concatenate([m["atoms"] for m in mols]).astype(np.int32),
        "senders": np.concatenate([m["senders"] + o for m, o in zip(mols, offsets)]).astype(np.int32),
        "receivers": np.concatenate([m["receivers"] + o for m, o in zip(mols, offsets)]).astype(np.int32),
        "bonds": np.concatenate([m["bonds"] for m in mols]).astype(np.int32),
        "node_graph": np.concatenate([np.full(len(m["atoms"]), i) for i, m in enumerate(mols)]).astype(np.int32),
        "y": np.array([m["y"] for m in mols], dtype=np.float32),
    }
    return batch


def loader(cfg):
    rng = np.random.default_rng(cfg["seed"])
    while True:
        mols = [random_molecule(rng, cfg) for _ in range(cfg["graphs_per_batch"])]
        yield collate(mols)


def batch_stats(batch):
    num_graphs = len(batch["y"])
    num_nodes = len(batch["atoms"])
    num_edges = len(batch["senders"])
    return {
        "graphs": num_graphs,
        "nodes_per_graph": num_nodes / num_graphs,
        "edges_per_node": num_edges / max(num_nodes, 1),
        "target_mean": float(np.mean(batch["y"])),
    }
