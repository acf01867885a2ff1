from __future__ import annotations

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl


def relative_jitter(K: jax.Array, base: float) -> float:
    mean_var = float(jnp.mean(jnp.diagonal(K)))
    return base * mean_var


def stable_cholesky(K: jax.Array, base_jitter: float) -> jax.Array:
    eps = relative_jitter(K, base_jitter)
    n = K.shape[0]
    return jnp.linalg.cholesky(K + eps * jnp.eye(n, dtype=K.dtype))


def cho_solve(L: jax.Array, b: jax.Array) -> jax.Array:
    return jsl.cho_solve((L, True), b)


def logdet_from_cholesky(L: jax.Array) -> jax.Array:
    return 2.0 * jnp.sum(jnp.log(jnp.diagonal(L)))
