"""Synthetic sequences and a bucketing iterator that pads to bucket boundaries."""
import numpy as np


def make_sequences(n, cfg, rng):
    """Noisy arithmetic progressions modulo the vocabulary (ids >= 2)."""
    vocab = cfg.get("vocab_size", 16)
    seqs = []
    for _ in range(n):
        length = int(rng.integers(cfg.get("min_len", 4), cfg.get("max_len", 24) + 1))
        start = int(rng.integers(0, vocab - 2))
        stride = int(rng.integers(1, 4))
        body = (start + stride * np.arange(length - 1)) % (vocab - 2) + 2
        flips = rng.random(length - 1) < 0.05
        body[flips] = rng.integers(2, vocab, size=flips.sum())
        seqs.append(np.concatenate([[cfg.get("bos_id", 1)], body]).astype(np.int32))
    return seqs


class BucketIterator:
    """Groups sequences into length buckets and yields padded batch dicts.

    Each batch is padded to its bucket's boundary, so the number of distinct
    shapes seen by a jitted consumer is bounded by the number of buckets.
    """

    def __init__(self, seqs, buckets, batch_size, pad_id=0, shuffle=True, drop_last=False, seed=0):
        self.seqs = seqs
        self.buckets = tuple(sorted(buckets))
        self.batch_size = batch_size
        self.pad_id = pad_id
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)
        self._assign()
        self._queue = []

    def _assign(self):
        self.by_bucket = {b: [] for b in self.buckets}
        for i, s in enumerate(self.seqs):
            for b in self.buckets:
                if len(s) <= b:
                    self.by_bucket[b].append(i)
                    break

    def _plan(self):
        plan = []
        for b, idx in self.by_bucket.items():
            idx = list(idx)
            if self.shuffle:
                self.rng.shuffle(idx)
            for start in range(0, len(idx), self.batch_size):
                chunk = idx[start:start + self.batch_size]
                if self.drop_last and len(chunk) < self.batch_size:
                    continue
                plan.append((b, chunk))
        if self.shuffle:
            order = self.rng.permutation(len(plan))
            plan = [plan[i] for i in order]
        return plan

    def __iter__(self):
        self._queue = self._plan()
        return self

    def __next__(self):
        if not self._queue:
            raise StopIteration
        width, idx = self._queue.pop(0)
        return self._collate(width, idx)

    def __len__(self):
        if self.drop_last:
            return sum(len(v) // self.batch_size for v in self.by_bucket.values())
        return sum(-(-len(v) // self.batch_size) for v in self.by_bucket.values())

    def _collate(self, width, idx):
        tokens = np.full((len(idx), width), self.pad_id, dtype=np.int32)
        lengths = np.zeros((len(idx),), dtype=np.int32)
        for row, i in enumerate(idx):
            s = self.seqs[i]
            tokens[row, :len(s)] = s
            lengths[row] = len(s)
        mask = (np.arange(width)[None, :] < lengths[:, None]).astype(np.float32)
        return {"tokens": tokens, "lengths": lengths, "mask": mask}
