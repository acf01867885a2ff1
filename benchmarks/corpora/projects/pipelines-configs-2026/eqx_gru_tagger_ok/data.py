"""Variable-length sequences and a padding loader."""
import numpy as np


def make_sequences(n, cfg, rng):
    """Tag each step with whether the running sum of feature 0 is positive."""
    feats = cfg.get("features", 3)
    seqs, tags = [], []
    for _ in range(n):
        length = rng.integers(cfg.get("min_len", 4), cfg.get("max_len", 20) + 1)
        x = rng.normal(size=(length, feats)).astype(np.float32)
        y = (np.cumsum(x[:, 0]) > 0).astype(np.int32)
        seqs.append(x)
        tags.append(y)
    return seqs, tags


class PaddedLoader:
    """Yields (x, y, lengths) with time padded up to a multiple of `pad_multiple`
    (capped at the longest sequence in the dataset)."""

    def __init__(self, seqs, tags, batch_size, pad_multiple=8, shuffle=False, seed=0):
        self.seqs, self.tags = seqs, tags
        self.batch_size = batch_size
        self.pad_multiple = pad_multiple
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)
        self.lengths = np.array([len(s) for s in seqs])
        self.max_len = int(self.lengths.max())
        self.num_features = seqs[0].shape[1]

    def __len__(self):
        return -(-len(self.seqs) // self.batch_size)

    def _padded_len(self, longest):
        m = self.pad_multiple
        return int(min(-(-longest // m) * m, self.max_len))

    def __iter__(self):
        order = self.rng.permutation(len(self.seqs)) if self.shuffle else np.arange(len(self.seqs))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            width = self._padded_len(self.lengths[idx].max())
            x = np.zeros((len(idx), width, self.num_features), np.float32)
            y = np.zeros((len(idx), width), np.int32)
            for row, i in enumerate(idx):
                n = self.lengths[i]
                x[row, :n] = self.seqs[i]
                y[row, :n] = self.tags[i]
            yield x, y, self.lengths[idx].astype(np.int32)
