"""The padded length is static for the caller too: `check_static` is satisfied."""

import functools

import jax
import jax.numpy as jnp

from jaxthink_typing import Static, Traced, check_static


@check_static
def pad_to(x: Traced[jax.Array], length: Static[int]) -> Traced[jax.Array]:
    out = jnp.zeros((*x.shape[:-1], length), x.dtype)
    keep = min(length, x.shape[-1])
    return out.at[..., :keep].set(x[..., :keep])


@functools.partial(jax.jit, static_argnames=("max_len",))
def batch_sequences(seqs, max_len):
    return pad_to(seqs, max_len)


batch_sequences(jnp.ones((2, 3)), 5)
