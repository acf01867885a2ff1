import argparse

import numpy as np

TEXT = (
    "the quick brown fox jumps over the lazy dog. "
    "a small model learns the shape of short words before it learns their meaning. "
    "the dog sleeps, the fox runs, and the model counts letters by the river. "
    "every evening the river carries leaves past the old mill and the quiet road. "
) * 6


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="char GRU")
    p.add_argument("--seq-len", type=int, default=8)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--embed-dim", type=int, default=16)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--dropout", type=float, default=0.1)
    p.add_argument("--lr", type=float, default=1e-2)
    p.add_argument("--decay-rate", type=float, default=0.98)
    p.add_argument("--min-lr", type=float, default=1e-3)
    p.add_argument("--steps", type=int, default=150)
    p.add_argument("--eval-every", type=int, default=50)
    p.add_argument("--sample-len", type=int, default=40)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


class CharVocab:
    def __init__(self, text):
        self.chars = sorted(set(text))
        self.index = {c: i for i, c in enumerate(self.chars)}

    def __len__(self):
        return len(self.chars)

    def encode(self, s):
        return np.array([self.index[c] for c in s], dtype=np.int32)

    def decode(self, ids):
        return "".join(self.chars[int(i)] for i in ids)


def split_ids(ids, val_frac=0.1):
    n_val = int(len(ids) * val_frac)
    return ids[:-n_val], ids[-n_val:]


def random_windows(ids, seq_len, batch_size, rng):
    starts = rng.integers(0, len(ids) - seq_len - 1, size=batch_size)
    win = np.stack([ids[s:s + seq_len + 1] for s in starts])
    return {"inputs": win[:, :-1], "targets": win[:, 1:]}


def sequential_windows(ids, seq_len, batch_size):
    n = (len(ids) - 1) // seq_len
    starts = np.arange(n) * seq_len
    for b in range(n // batch_size):
        s = starts[b * batch_size:(b + 1) * batch_size]
        win = np.stack([ids[i:i + seq_len + 1] for i in s])
        yield {"inputs": win[:, :-1], "targets": win[:, 1:]}
