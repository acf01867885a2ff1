"""Run configuration (mirrors configs/default.yaml)."""
import copy

DEFAULT = {
    "run": {
        "seed": 0,
        "steps": 8,
        "log_every": 2,
    },
    "data": {
        "num_graphs": 32,
        "num_nodes": 8,
        "num_edges": 20,
        "feature_dim": 4,
        "target": "neighbor_max",
    },
    "model": {
        "hidden": 16,
        "layers": 2,
        "aggregation": "max",
        "readout": "sum",
        "activation": "relu",
    },
    "optim": {
        "learning_rate": 3e-3,
        "weight_decay": 0.0,
        "batch_size": 16,
    },
}


def load():
    return copy.deepcopy(DEFAULT)
