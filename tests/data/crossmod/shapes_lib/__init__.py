"""A small library with an annotated API."""

from __future__ import annotations

import jax
import jax.numpy as jnp

from jaxthink_typing import Static, Traced


def make_buffer(n: Static[int]) -> jax.Array:
    return jnp.zeros(n)


def rows(x: Traced[jax.Array]) -> Static[int]:
    return x.shape[0]


def total(x: Traced[jax.Array]) -> Traced[jax.Array]:
    return jnp.sum(x)
