"""Nested dict config with dotted-path lookups and defaults."""
import copy

CONFIG = {
    "seed": 0,
    "data": {"num_train": 384, "num_eval": 128, "min_len": 4, "max_len": 22, "features": 3,
             "batch_size": 32, "pad_multiple": 8},
    "model": {"hidden": 32},
    "optim": {"lr": 5e-3, "clip": 1.0},
    "train": {"epochs": 4},
}


def lookup(cfg, path, default=None):
    node = cfg
    for part in path.split("."):
        if not isinstance(node, dict) or part not in node:
            return default
        node = node[part]
    return node


def with_overrides(cfg, overrides):
    cfg = copy.deepcopy(cfg)
    for path, value in overrides.items():
        *parents, leaf = path.split(".")
        node = cfg
        for part in parents:
            node = node.setdefault(part, {})
        node[leaf] = value
    return cfg
