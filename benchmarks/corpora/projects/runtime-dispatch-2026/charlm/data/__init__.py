"""A tiny built-in corpus and a character vocabulary."""
import numpy as np

TEXT = (
    "the quick brown fox jumps over the lazy dog. "
    "the dog sleeps in the sun and the fox runs to the river. "
    "then the fox drinks the cold water and the dog dreams of bones. "
    "at night the fox returns and the dog wakes up to bark at the moon. "
)


class Vocab:
    def __init__(self, text):
        self.chars = sorted(set(text))
        self.index = {c: i for i, c in enumerate(self.chars)}

    def __len__(self):
        return len(self.chars)

    def encode(self, s):
        return np.array([self.index[c] for c in s], dtype=np.int32)

    def decode(self, ids):
        return "".join(self.chars[int(i)] for i in np.asarray(ids))


def random_windows(ids, seq_len, batch_size, rng):
    starts = rng.integers(0, len(ids) - seq_len - 1, size=batch_size)
    idx = starts[:, None] + np.arange(seq_len + 1)[None, :]
    windows = ids[idx]
    return windows[:, :-1], windows[:, 1:]
