import dataclasses

import numpy as np


@dataclasses.dataclass
class Config:
    n_numeric: int = 6
    cat_cardinalities: tuple = (5, 3)
    n_train: int = 1024
    n_test: int = 256
    embed_dim: int = 4
    hidden: tuple = (32, 32)
    dropout: float = 0.1
    lr: float = 5e-3
    weight_decay: float = 1e-4
    clip_norm: float = 1.0
    warmup_steps: int = 20
    total_steps: int = 200
    batch_size: int = 64
    log_every: int = 50
    seed: int = 0


def synth_tabular(n, n_numeric, cat_cardinalities, seed):
    rng = np.random.default_rng(seed)
    table_rng = np.random.default_rng(99)
    numeric = rng.normal(loc=2.0, scale=3.0, size=(n, n_numeric)).astype(np.float32)
    cats = np.stack([rng.integers(0, c, size=n) for c in cat_cardinalities], axis=1).astype(np.int32)
    effects = [table_rng.normal(size=c) for c in cat_cardinalities]
    z = (numeric[:, 0] - 2.0) / 3.0
    w = (numeric[:, 1] - 2.0) / 3.0
    logit = 1.5 * z * w + np.sin(2 * z) - 0.5 * w
    logit += sum(eff[cats[:, i]] for i, eff in enumerate(effects))
    labels = (rng.uniform(size=n) < 1.0 / (1.0 + np.exp(-2.0 * logit))).astype(np.float32)
    return {"num": numeric, "cat": cats, "y": labels}


def take(data, idx):
    return {k: v[idx] for k, v in data.items()}


def random_batches(data, batch_size, rng):
    n = len(data["y"])
    while True:
        yield take(data, rng.integers(0, n, size=batch_size))
