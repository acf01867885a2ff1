"""A small library whose signatures say which parameters must be static.

Other examples in this folder import it; it has no expectation marks of its own.
"""

import jax
import jax.numpy as jnp

from jaxthink_typing import Static, Traced


def pad_to(x: Traced[jax.Array], length: Static[int]) -> Traced[jax.Array]:
    """Zero-pad (or cut) the last axis of `x` to `length`."""
    out = jnp.zeros((*x.shape[:-1], length), x.dtype)
    keep = min(length, x.shape[-1])
    return out.at[..., :keep].set(x[..., :keep])


def chunk(x: Traced[jax.Array], size: Static[int]) -> Traced[jax.Array]:
    """Split the leading axis into rows of `size` (the length must divide evenly)."""
    return x.reshape(-1, size, *x.shape[1:])


if __name__ == "__main__":
    pad_to(jnp.ones((2, 3)), 5)
    chunk(jnp.arange(6.0), 3)
