"""A small process-wide store of sampler statistics plus convergence checks."""
import collections

import jax.numpy as jnp
import numpy as np

_RECORDS = collections.defaultdict(list)


def record(name, value):
    _RECORDS[name].append(value)


def reset():
    _RECORDS.clear()


def summarize():
    out = {}
    for name, values in sorted(_RECORDS.items()):
        stacked = jnp.concatenate([jnp.ravel(v) for v in values])
        out[name] = float(stacked.astype(jnp.float32).mean())
    return out


def energy_error(h_initial, h_proposal):
    return jnp.where(jnp.isfinite(h_proposal), h_proposal - h_initial, jnp.inf)


def split_rhat(samples):
    """Split-R-hat for samples of shape (chains, draws, dim), on the host."""
    samples = np.asarray(samples)
    half = samples.shape[1] // 2
    chains = np.concatenate([samples[:, :half], samples[:, half:2 * half]], axis=0)
    n = chains.shape[1]
    chain_means = chains.mean(axis=1)
    within = chains.var(axis=1, ddof=1).mean(axis=0)
    between = n * chain_means.var(axis=0, ddof=1)
    var_plus = (n - 1) / n * within + between / n
    return np.sqrt(var_plus / within)
