"""A jitted caller passes a traced length for a `Static[int]` parameter of a library."""

import jax
import jax.numpy as jnp
from shapes_api import pad_to


@jax.jit
def batch_sequences(seqs, max_len):
    return pad_to(seqs, max_len)  # E: jax-static-arg


batch_sequences(jnp.ones((2, 3)), 5)
