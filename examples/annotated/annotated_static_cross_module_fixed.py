"""`max_len` is static for the jitted caller, so the library receives a Python int."""

import functools

import jax
import jax.numpy as jnp
from shapes_api import pad_to


@functools.partial(jax.jit, static_argnames=("max_len",))
def batch_sequences(seqs, max_len):
    return pad_to(seqs, max_len)


batch_sequences(jnp.ones((2, 3)), max_len=5)
