import jax
import jax.numpy as jnp
import numpy as np

from . import tables


@jax.jit
def encode(t):
    angles = t[:, None] * jnp.asarray(tables.FREQS)[None, :] + tables.PHASES
    win = tables.window(t.shape[0])
    feats = jnp.sin(angles) * win[:, None]
    energy = np.sum(feats**2)
    return feats / jnp.sqrt(energy / np.prod(feats.shape))
