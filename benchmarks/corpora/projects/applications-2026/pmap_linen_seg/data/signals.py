import numpy as np


class SignalDataset:
    """Piecewise signals; each piece has a regime label, boundaries are void."""

    def __init__(self, n, length=64, num_classes=3, ignore_index=-1, seed=0):
        rng = np.random.default_rng(seed)
        self.x = np.zeros((n, length, 1), np.float32)
        self.y = np.zeros((n, length), np.int32)
        t = np.arange(length)
        for i in range(n):
            cuts = np.sort(rng.choice(np.arange(8, length - 8), size=2, replace=False))
            lab = np.searchsorted(cuts, t, side="right") % num_classes
            freq = 0.2 + 0.4 * lab
            self.x[i, :, 0] = np.sin(freq * t) + 0.1 * rng.normal(size=length)
            self.y[i] = lab
            for c in cuts:
                self.y[i, c - 1:c + 1] = ignore_index

    def __len__(self):
        return len(self.x)

    def batches(self, batch_size, rng):
        perm = rng.permutation(len(self))
        for s in range(0, len(self) - batch_size + 1, batch_size):
            sel = perm[s:s + batch_size]
            yield {"signal": self.x[sel], "labels": self.y[sel]}
