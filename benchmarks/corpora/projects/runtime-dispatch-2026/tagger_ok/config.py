"""Nested default configuration merged with user overrides."""
import copy

DEFAULTS = {
    "data": {
        "vocab_size": 40,
        "max_len": 12,
        "num_train": 128,
        "num_eval": 64,
        "seed": 3,
    },
    "model": {
        "embed_dim": 16,
        "hidden_dim": 32,
        "kernel_size": 3,
        "pooler": "mean",
        "num_classes": 2,
    },
    "train": {
        "batch_size": 32,
        "steps": 8,
        "learning_rate": 1e-2,
        "weight_decay": 1e-4,
        "class_weighting": True,
    },
}


def merge(base, overrides):
    out = copy.deepcopy(base)
    for key, value in (overrides or {}).items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        elif key not in out:
            raise KeyError(f"unknown config key {key!r}")
        else:
            out[key] = value
    return out


def parse_overrides(pairs):
    """Turn ``["model.pooler=max", "train.steps=20"]`` into a nested dict."""
    result = {}
    for pair in pairs:
        dotted, raw = pair.split("=", 1)
        *parents, leaf = dotted.split(".")
        node = result
        for part in parents:
            node = node.setdefault(part, {})
        for cast in (int, float):
            try:
                raw = cast(raw)
                break
            except ValueError:
                continue
        if raw in ("true", "false"):
            raw = raw == "true"
        node[leaf] = raw
    return result


def get_config(overrides=None):
    return merge(DEFAULTS, overrides)
