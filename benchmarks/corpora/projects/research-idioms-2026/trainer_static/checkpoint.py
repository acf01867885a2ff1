import io

import jax
import numpy as np

_STORE = {}


def save(step, params):
    buf = io.BytesIO()
    leaves, _ = jax.tree_util.tree_flatten(params)
    np.savez(buf, *[np.asarray(leaf) for leaf in leaves])
    _STORE[step] = buf.getvalue()
    return len(_STORE[step])


def latest_step():
    return max(_STORE) if _STORE else None
