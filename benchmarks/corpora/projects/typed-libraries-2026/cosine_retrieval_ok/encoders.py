"""Equinox encoders implementing the Encoder protocol."""
from __future__ import annotations

import equinox as eqx
import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, PRNGKeyArray

from .normalize import l2_normalize


class LinearEncoder(eqx.Module):
    weight: Float[Array, "d d_in"]
    dim: int = eqx.field(static=True)

    def __init__(self, d_in: int, dim: int, *, key: PRNGKeyArray) -> None:
        self.weight = jax.random.normal(key, (dim, d_in)) / jnp.sqrt(d_in)
        self.dim = dim

    @property
    def out_dim(self) -> int:
        return self.dim

    def encode(self, x: Float[Array, "d_in"]) -> Float[Array, "d"]:
        return jnp.tanh(self.weight @ x)


class CosineEncoder(eqx.Module):
    base: LinearEncoder

    @property
    def out_dim(self) -> int:
        return self.base.out_dim

    def encode(self, x: Float[Array, "d_in"]) -> Float[Array, "d"]:
        return l2_normalize(self.base.encode(x))
