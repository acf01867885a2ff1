"""Smoothing widths."""


def smoothing_width(n_samples: int) -> int:
    width = max(1, n_samples // 64)
    return width if width % 2 == 1 else width + 1
