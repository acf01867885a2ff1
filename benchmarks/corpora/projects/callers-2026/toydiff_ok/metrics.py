import jax
import jax.numpy as jnp
import numpy as np


def rbf(a, b, bandwidth):
    d2 = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, axis=-1)
    return jnp.exp(-d2 / (2.0 * bandwidth ** 2))


@jax.jit
def mmd(x, y, bandwidth=0.5):
    kxx = rbf(x, x, bandwidth).mean()
    kyy = rbf(y, y, bandwidth).mean()
    kxy = rbf(x, y, bandwidth).mean()
    return kxx + kyy - 2.0 * kxy


def angle_histogram(xs, bins=8):
    ang = np.arctan2(np.asarray(xs[:, 1]), np.asarray(xs[:, 0]))
    hist, _ = np.histogram(ang, bins=bins, range=(-np.pi, np.pi))
    return hist.tolist()


def radial_profile(xs, edges=(0.0, 0.5, 1.0, 1.5, 2.0, np.inf)):
    r = np.linalg.norm(np.asarray(xs), axis=-1)
    counts = []
    for lo, hi in zip(edges[:-1], edges[1:]):
        counts.append(int(np.sum((r >= lo) & (r < hi))))
    return counts
