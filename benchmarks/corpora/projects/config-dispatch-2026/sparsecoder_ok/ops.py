from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=(1,))
def topk_mask(x, k):
    """Zero all but the ``k`` largest entries along the last axis."""
    thresh = lax.top_k(x, k)[0][..., -1:]
    return jnp.where(x >= thresh, x, 0.0)
