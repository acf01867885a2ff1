import numpy as np


class ReviewGenerator:
    """Token 1..V/4 are 'positive' words, V/4..V/2 'negative', the rest neutral."""

    def __init__(self, vocab_size, seq_len, seed=0):
        self.v, self.t = vocab_size, seq_len
        self.rng = np.random.default_rng(seed)

    def batch(self, n):
        labels = self.rng.integers(0, 2, size=n)
        tokens = self.rng.integers(self.v // 2, self.v, size=(n, self.t))
        q = self.v // 4
        for i, lab in enumerate(labels):
            k = self.rng.integers(2, 5)
            pos = self.rng.choice(self.t, size=k, replace=False)
            lo = 1 if lab == 1 else q
            tokens[i, pos] = self.rng.integers(lo, lo + q, size=k)
        return {"tokens": tokens.astype(np.int32), "label": labels.astype(np.int32)}
