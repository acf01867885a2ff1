import jax
import numpy as np


def save_params(path, params):
    if not path:
        return
    leaves, _ = jax.tree.flatten(params)
    np.savez(path, *[np.asarray(l) for l in leaves])
