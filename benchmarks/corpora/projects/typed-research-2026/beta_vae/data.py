import numpy as np


def make_binary_data(n, dim, seed, latent=2):
    rng = np.random.default_rng(seed)
    W = 2.5 * rng.standard_normal((latent, dim))
    b = rng.standard_normal(dim)
    z = rng.standard_normal((n, latent))
    p = 1.0 / (1.0 + np.exp(-(z @ W + b)))
    return (rng.random((n, dim)) < p).astype(np.float32)


def iterate_batches(data, batch_size, seed):
    rng = np.random.default_rng(seed)
    while True:
        perm = rng.permutation(len(data))
        for i in range(0, len(data) - batch_size + 1, batch_size):
            yield data[perm[i : i + batch_size]]
