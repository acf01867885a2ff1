import functools

import jax.numpy as jnp
import numpy as np


@functools.lru_cache(maxsize=32)
def taper(n):
    w = np.hanning(n)
    return jnp.asarray(w / np.sqrt(np.mean(w ** 2)))


def overlap_segments(x, seg_len, hop):
    starts = range(0, x.shape[-1] - seg_len + 1, hop)
    return jnp.stack([x[..., s:s + seg_len] for s in starts], axis=-2)
