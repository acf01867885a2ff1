import numpy as np


def make_moons(n: int, rng: np.random.Generator, noise: float = 0.1):
    half = n // 2
    t = rng.uniform(0, np.pi, size=n)
    x = np.empty((n, 2), dtype=np.float32)
    x[:half, 0], x[:half, 1] = np.cos(t[:half]), np.sin(t[:half])
    x[half:, 0], x[half:, 1] = 1 - np.cos(t[half:]), 0.5 - np.sin(t[half:])
    x += noise * rng.normal(size=x.shape).astype(np.float32)
    y = np.concatenate([np.zeros(half), np.ones(n - half)]).astype(np.int32)
    return x, y


def batches(batch_size: int, seed: int):
    rng = np.random.default_rng(seed)
    while True:
        x, y = make_moons(batch_size, rng)
        yield {"x": x, "y": y}
