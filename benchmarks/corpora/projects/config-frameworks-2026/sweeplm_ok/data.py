import numpy as np

TEXT = (
    "the quick brown fox jumps over the lazy dog while the sly cat watches from the "
    "old stone wall and the sun sets slowly behind the hills of the quiet valley where "
    "rivers run cold and clear through fields of barley and wheat swaying in the wind "
) * 3


class CharCorpus:
    def __init__(self, text=TEXT):
        self.vocab = sorted(set(text))
        self.stoi = {c: i for i, c in enumerate(self.vocab)}
        self.ids = np.array([self.stoi[c] for c in text], dtype=np.int32)

    @property
    def vocab_size(self):
        return len(self.vocab)

    def batches(self, batch_size, seq_len, max_positions, seed):
        rng = np.random.default_rng(seed)
        limit = len(self.ids) - seq_len - 1
        while True:
            start = int(rng.integers(0, limit))
            rows = start + np.arange(batch_size)[:, None] * 3 + np.arange(seq_len + 1)[None, :]
            rows = np.minimum(rows, len(self.ids) - 1)
            offset = np.int32(start % (max_positions - seq_len))
            yield self.ids[rows], offset
