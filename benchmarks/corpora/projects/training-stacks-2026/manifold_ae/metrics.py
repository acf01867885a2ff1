import collections

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

_history = collections.defaultdict(list)


def global_norm(tree):
    leaves = jax.tree_util.tree_leaves(eqx.filter(tree, eqx.is_inexact_array))
    norm = jnp.sqrt(sum(jnp.vdot(x, x) for x in leaves))
    _history["grad_norm"].append(norm)
    return norm


def record(name, value):
    _history[name].append(value)


def recent_mean(name, window):
    values = _history[name][-window:]
    return float(jnp.mean(jnp.stack(values)))


def explained_variance(x, x_hat):
    resid = np.var(x - x_hat, axis=0).sum()
    total = np.var(x, axis=0).sum()
    return 1.0 - resid / total
