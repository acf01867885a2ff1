"""Per-window summary statistics and host-side feature summaries."""
import jax.numpy as jnp
import numpy as np


def axis_stats(window):
    mean = jnp.mean(window, axis=0)
    std = jnp.std(window, axis=0)
    energy = jnp.log1p(jnp.mean(window ** 2, axis=0))
    return jnp.concatenate([mean, std, energy])


def feature_ranges(feats):
    feats = np.asarray(feats)
    return feats.min(axis=0), feats.max(axis=0)
