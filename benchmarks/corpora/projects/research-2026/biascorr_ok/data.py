import numpy as np


def low_rank_data(cfg):
    rng = np.random.default_rng(cfg.seed)
    basis = rng.normal(size=(cfg.rank, cfg.dim)) / np.sqrt(cfg.rank)
    codes = rng.normal(size=(cfg.num_examples, cfg.rank))
    data = codes @ basis
    data = (data - data.mean(0)) / (data.std(0) + 1e-6)
    return data.astype(np.float32)


class Loader:
    def __init__(self, data, batch_size, noise_std, seed=0):
        self.data = data
        self.batch_size = batch_size
        self.noise_std = noise_std
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        return self

    def __next__(self):
        idx = self.rng.integers(0, len(self.data), size=self.batch_size)
        clean = self.data[idx]
        noisy = clean + self.noise_std * self.rng.normal(size=clean.shape)
        return {"noisy": noisy.astype(np.float32), "clean": clean}
