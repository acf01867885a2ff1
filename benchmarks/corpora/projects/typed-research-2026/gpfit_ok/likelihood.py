from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

from gpfit_ok.kernels import HyperParams, KernelFn
from gpfit_ok.linalg import cho_solve, logdet_from_cholesky, stable_cholesky

LOG_2PI: float = float(np.log(2.0 * np.pi))


class Posterior(NamedTuple):
    mean: jax.Array
    var: jax.Array


def noisy_gram(params: HyperParams, kernel: KernelFn, X: jax.Array) -> jax.Array:
    K = kernel(params, X, X)
    noise = jnp.exp(2.0 * params.log_noise)
    return K + noise * jnp.eye(X.shape[0], dtype=K.dtype)


def neg_log_marginal_likelihood(
    params: HyperParams,
    X: jax.Array,
    y: jax.Array,
    kernel: KernelFn,
    base_jitter: float,
) -> jax.Array:
    L = stable_cholesky(noisy_gram(params, kernel, X), base_jitter)
    alpha = cho_solve(L, y)
    n = y.shape[0]
    return 0.5 * (y @ alpha) + 0.5 * logdet_from_cholesky(L) + 0.5 * n * LOG_2PI


def posterior(
    params: HyperParams,
    X: jax.Array,
    y: jax.Array,
    X_star: jax.Array,
    kernel: KernelFn,
    base_jitter: float,
) -> Posterior:
    L = stable_cholesky(noisy_gram(params, kernel, X), base_jitter)
    K_s = kernel(params, X, X_star)
    mean = K_s.T @ cho_solve(L, y)
    v = jax.scipy.linalg.solve_triangular(L, K_s, lower=True)
    prior_var = jnp.diagonal(kernel(params, X_star, X_star))
    return Posterior(mean=mean, var=prior_var - jnp.sum(v * v, axis=0))
