"""Save and restore pytrees through NumPy .npz files."""
import os

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


def _key(path):
    return "/".join(str(p) for p in path)


def tree_to_numpy(tree):
    leaves = jax.tree_util.tree_leaves_with_path(eqx.filter(tree, eqx.is_array))
    return {_key(path): np.asarray(leaf) for path, leaf in leaves}


def save(path, tree, step=None):
    arrays = tree_to_numpy(tree)
    if step is not None:
        arrays["__step__"] = np.asarray(step)
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    np.savez(path, **arrays)
    return path


def restore(path, like):
    """Load arrays saved by `save` into the structure of `like`."""
    with np.load(path) as f:
        stored = {k: f[k] for k in f.files}
    step = int(stored.pop("__step__")) if "__step__" in stored else None
    params, static = eqx.partition(like, eqx.is_array)
    flat, treedef = jax.tree_util.tree_flatten_with_path(params)
    leaves = []
    for p, leaf in flat:
        value = stored[_key(p)]
        if value.shape != leaf.shape:
            raise ValueError(f"shape mismatch for {_key(p)}: {value.shape} vs {leaf.shape}")
        leaves.append(jnp.asarray(value, dtype=leaf.dtype))
    params = jax.tree_util.tree_unflatten(treedef, leaves)
    return eqx.combine(params, static), step


def interpolate(a, b, t):
    """Leafwise (1 - t) * a + t * b over the array leaves of two pytrees."""
    return jax.tree.map(
        lambda x, y: (1.0 - t) * np.asarray(x) + t * np.asarray(y),
        eqx.filter(a, eqx.is_array),
        eqx.filter(b, eqx.is_array),
    )
