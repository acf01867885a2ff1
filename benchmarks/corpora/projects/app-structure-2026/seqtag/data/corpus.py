import numpy as np


class SyntheticTaggingCorpus:
    """Random token sequences whose tags depend on the token and its left neighbour."""

    def __init__(self, cfg, seed=0):
        self.cfg = cfg
        self.rng = np.random.default_rng(seed)

    def _tags_for(self, tokens):
        prev = np.concatenate([[0], tokens[:-1]])
        return (tokens // 3 + prev % 2) % self.cfg.num_tags

    def sample(self, batch_size):
        cfg = self.cfg
        tokens = np.full((batch_size, cfg.max_len), cfg.pad_id, dtype=np.int32)
        tags = np.zeros((batch_size, cfg.max_len), dtype=np.int32)
        lengths = self.rng.integers(cfg.min_len, cfg.max_len + 1, size=batch_size)
        for row, length in enumerate(lengths):
            seq = self.rng.integers(1, cfg.vocab_size, size=length)
            tokens[row, :length] = seq
            tags[row, :length] = self._tags_for(seq)
        return {"tokens": tokens, "tags": tags}

    def __iter__(self):
        while True:
            yield self.sample(self.cfg.batch_size)
