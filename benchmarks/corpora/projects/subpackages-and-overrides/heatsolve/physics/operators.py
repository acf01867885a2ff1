"""Finite-difference operators."""

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("stencil", "boundary"))
def laplacian(u, dx, stencil, boundary):
    half = len(stencil) // 2
    if boundary == "periodic":
        padded = jnp.concatenate([u[-half:], u, u[:half]])
    else:
        padded = jnp.pad(u, (half, half), mode="edge")
    out = jnp.zeros_like(u)
    for k, weight in enumerate(stencil):
        out = out + weight * padded[k : k + u.shape[0]]
    return out / (dx * dx)
