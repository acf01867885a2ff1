"""Shape helpers."""


def n_batches(n_samples: int, batch_size: int) -> int:
    return max(1, n_samples // batch_size)


def n_trimmed(n: int, keep_fraction: float) -> int:
    return max(1, int(n * keep_fraction))
