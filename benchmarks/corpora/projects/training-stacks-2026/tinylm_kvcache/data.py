import argparse

import numpy as np


def get_args(argv=None):
    p = argparse.ArgumentParser(description="tiny LM with kv-cache decoding")
    p.add_argument("--vocab-size", type=int, default=10)
    p.add_argument("--seq-len", type=int, default=16)
    p.add_argument("--d-model", type=int, default=32)
    p.add_argument("--num-heads", type=int, default=4)
    p.add_argument("--num-layers", type=int, default=2)
    p.add_argument("--dropout", type=float, default=0.0)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--steps", type=int, default=200)
    p.add_argument("--lr", type=float, default=1e-2)
    p.add_argument("--warmup", type=int, default=20)
    p.add_argument("--prompt-len", type=int, default=6)
    p.add_argument("--new-tokens", type=int, default=8)
    p.add_argument("--temperature", type=float, default=None)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


def periodic_streams(num, seq_len, vocab_size, rng, min_period=2, max_period=4):
    """Each row repeats a random motif of length 2..4 drawn from the vocabulary."""
    out = np.empty((num, seq_len), dtype=np.int32)
    for i in range(num):
        period = rng.integers(min_period, max_period + 1)
        motif = rng.choice(vocab_size, size=period, replace=False)
        reps = -(-seq_len // period)
        out[i] = np.tile(motif, reps)[:seq_len]
    return out


class StreamLoader:
    def __init__(self, args, seed):
        self.args = args
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        return self

    def __next__(self):
        a = self.args
        return periodic_streams(a.batch_size, a.seq_len + 1, a.vocab_size, self.rng)
