import numpy as np

from . import shapes, settings


def make(seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(3, 11, size=settings.SEQS)
    width = shapes.round_up(int(lengths.max()), settings.BUCKET)
    tokens = np.zeros((settings.SEQS, width), dtype=np.int32)
    for i, n in enumerate(lengths):
        tokens[i, :n] = rng.integers(1, settings.VOCAB, size=n)
    labels = (tokens.sum(axis=1) % settings.CLASSES).astype(np.int32)
    return tokens, lengths.astype(np.int32), labels
