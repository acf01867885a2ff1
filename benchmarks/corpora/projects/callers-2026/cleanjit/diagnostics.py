import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnames=("n_bins",))
def residual_histogram(residuals, n_bins=8):
    lo, hi = jnp.min(residuals), jnp.max(residuals)
    edges = jnp.linspace(lo, hi + 1e-6, n_bins + 1)
    idx = jnp.clip(jnp.searchsorted(edges, residuals, side="right") - 1, 0, n_bins - 1)
    return jnp.zeros((n_bins,), jnp.int32).at[idx].add(1), edges


@jax.jit
def conditioning(gram):
    s = jnp.linalg.svd(gram, compute_uv=False)
    return s[0] / s[-1], s


def effective_dof(singular, ridge):
    s = np.asarray(singular)
    return float(np.sum(s / (s + ridge)))


def report(state, residuals, ridge):
    cond, s = conditioning(state.gram)
    counts, _ = residual_histogram(residuals)
    return {
        "cond": float(cond),
        "dof": round(effective_dof(s, ridge), 2),
        "hist": [int(c) for c in counts],
    }
