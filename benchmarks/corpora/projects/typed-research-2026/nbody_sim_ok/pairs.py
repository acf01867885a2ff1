import jax.numpy as jnp
import numpy as np

_MASKS = {}


def offdiag_mask(n):
    if n not in _MASKS:
        _MASKS[n] = 1.0 - np.eye(n)
    return _MASKS[n]


def unique_pairs(n):
    return np.triu_indices(n, k=1)


def displacements(pos):
    # d[i, j] = pos[j] - pos[i]
    return pos[None, :, :] - pos[:, None, :]


def softened_sq_dist(pos, softening):
    d = displacements(pos)
    return d, jnp.sum(d * d, axis=-1) + softening**2
