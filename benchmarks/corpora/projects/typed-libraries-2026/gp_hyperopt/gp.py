"""Exact GP marginal likelihood."""
from __future__ import annotations

import math
from typing import Final, NamedTuple

import jax.numpy as jnp
import jax.scipy.linalg as jsl
from jaxtyping import Array, Float

from .kernels import rbf

JITTER: Final[float] = 1e-6


class GPParams(NamedTuple):
    log_lengthscale: Float[Array, ""]
    log_variance: Float[Array, ""]
    log_noise: Float[Array, ""]

    @property
    def lengthscale(self) -> Float[Array, ""]:
        return jnp.exp(self.log_lengthscale)

    @property
    def variance(self) -> Float[Array, ""]:
        return jnp.exp(self.log_variance)

    @property
    def noise(self) -> Float[Array, ""]:
        return jnp.exp(self.log_noise)


def neg_log_marginal_likelihood(params: GPParams, x: Float[Array, "n d"], y: Float[Array, "n"]) -> Float[Array, ""]:
    n = x.shape[0]
    k = rbf(x, x, params.lengthscale, params.variance) + (params.noise + JITTER) * jnp.eye(n)
    chol = jnp.linalg.cholesky(k)
    alpha = jsl.cho_solve((chol, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(chol))) + 0.5 * n * math.log(2 * math.pi)
