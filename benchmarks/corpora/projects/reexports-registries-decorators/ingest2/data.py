"""Synthetic records, preprocessing and batching."""

import numpy as np

FEATURE_SCALE = np.array([1.0, 10.0, 100.0, 0.5], dtype=np.float32)
N_FEATURES = FEATURE_SCALE.shape[0]


def make_records(n, seed=0):
    rng = np.random.default_rng(seed)
    raw = rng.lognormal(size=(n, N_FEATURES)).astype(np.float32) * FEATURE_SCALE
    raw *= rng.choice([-1.0, 1.0], size=raw.shape).astype(np.float32)
    labels = (raw[:, 0] / FEATURE_SCALE[0] + raw[:, 2] / FEATURE_SCALE[2] > 0).astype(np.int32)
    return raw, labels


def preprocess(batch):
    """Signed log scaling of raw records."""
    batch = np.asarray(batch, dtype=np.float32) / FEATURE_SCALE
    return np.sign(batch) * np.log1p(np.abs(batch))


def recency_weights(n, decay=0.5):
    """Per-example weights that favour the end of a batch, normalized to mean one."""
    w = np.exp(decay * np.linspace(-1.0, 0.0, n)).astype(np.float32)
    return w / w.mean()


def batches(features, labels, batch_size):
    for start in range(0, features.shape[0] - batch_size + 1, batch_size):
        yield features[start : start + batch_size], labels[start : start + batch_size]
