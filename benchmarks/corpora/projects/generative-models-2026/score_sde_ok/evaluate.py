import numpy as np


def mode_coverage(samples, centers, radius=0.5):
    samples = np.asarray(samples)
    d = np.linalg.norm(samples[:, None, :] - centers[None, :, :], axis=-1)
    nearest = d.argmin(axis=1)
    close = d.min(axis=1) < radius
    counts = np.bincount(nearest[close], minlength=len(centers))
    return counts / max(len(samples), 1), float(close.mean())
