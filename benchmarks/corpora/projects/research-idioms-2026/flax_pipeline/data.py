import numpy as np

N_FEATURES = 10
N_CLASSES = 3


def make_dataset(n, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 3, (N_CLASSES, N_FEATURES))
    y = rng.integers(0, N_CLASSES, n)
    x = centers[y] + rng.normal(0, 1, (n, N_FEATURES)) * 5 + 20
    return x.astype(np.float32), y.astype(np.int32)


def feature_stats(x):
    return {"mean": x.mean(0), "std": x.std(0)}


def iterate(x, y, batch_size, epochs, seed=0):
    rng = np.random.default_rng(seed)
    n = x.shape[0] - x.shape[0] % batch_size
    for _ in range(epochs):
        perm = rng.permutation(x.shape[0])[:n]
        for idx in perm.reshape(-1, batch_size):
            yield {"x": x[idx], "y": y[idx]}
