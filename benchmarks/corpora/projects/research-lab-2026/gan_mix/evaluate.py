import numpy as np


def mode_coverage(samples, centers, threshold=0.3):
    d = np.linalg.norm(samples[:, None, :] - centers[None], axis=-1)
    nearest = d.argmin(axis=1)
    close = d.min(axis=1) < threshold
    covered = np.unique(nearest[close])
    return len(covered), float(close.mean())
