"""A jitted caller passes its traced argument to a `Static[int]` parameter of a jitted helper."""

import jax
import jax.numpy as jnp

import jaxthink_typing
from jaxthink_typing import Static, Traced


@jaxthink_typing.jit
def pad_to(x: Traced[jax.Array], length: Static[int]) -> Traced[jax.Array]:
    out = jnp.zeros((*x.shape[:-1], length), x.dtype)
    keep = min(length, x.shape[-1])
    return out.at[..., :keep].set(x[..., :keep])


@jax.jit
def batch_sequences(seqs, max_len):
    return pad_to(seqs, max_len)  # E: jax-static-arg


batch_sequences(jnp.ones((2, 3)), 5)
