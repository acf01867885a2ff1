"""The caller keeps `max_len` static too, so the helper receives a Python int."""

import jax
import jax.numpy as jnp

import jaxthink_typing
from jaxthink_typing import Static, Traced


@jaxthink_typing.jit
def pad_to(x: Traced[jax.Array], length: Static[int]) -> Traced[jax.Array]:
    out = jnp.zeros((*x.shape[:-1], length), x.dtype)
    keep = min(length, x.shape[-1])
    return out.at[..., :keep].set(x[..., :keep])


@jaxthink_typing.jit
def batch_sequences(seqs: Traced[jax.Array], max_len: Static[int]) -> Traced[jax.Array]:
    return pad_to(seqs, max_len)


batch_sequences(jnp.ones((2, 3)), 5)
