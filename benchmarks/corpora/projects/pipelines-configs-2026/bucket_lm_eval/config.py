"""Plain dict configuration with defaults filled in by .get lookups."""

DEFAULTS = {
    "seed": 0,
    "vocab_size": 16,
    "min_len": 5,
    "max_len": 24,
    "num_train": 400,
    "num_eval": 96,
    "buckets": (8, 16, 24),
    "batch_size": 16,
    "embed_dim": 32,
    "context": 3,
    "hidden_dim": 64,
    "learning_rate": 5e-3,
    "num_epochs": 3,
    "pad_id": 0,
    "bos_id": 1,
}


def make_config(overrides=None):
    cfg = dict(DEFAULTS)
    cfg.update(overrides or {})
    return cfg


def describe(cfg):
    keys = sorted(cfg)
    return ", ".join(f"{k}={cfg.get(k)}" for k in keys)
