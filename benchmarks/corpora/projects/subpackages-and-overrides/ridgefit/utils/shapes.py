"""Shape helpers."""


def n_batches(n_samples: int, batch_size: int) -> int:
    return max(1, n_samples // batch_size)


def batch_bounds(n_samples: int, batch_size: int):
    return [(i * batch_size, (i + 1) * batch_size) for i in range(n_batches(n_samples, batch_size))]
