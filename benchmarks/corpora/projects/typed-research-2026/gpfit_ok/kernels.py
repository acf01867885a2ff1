from __future__ import annotations

from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class HyperParams(NamedTuple):
    log_lengthscale: jax.Array
    log_variance: jax.Array
    log_noise: jax.Array


KernelFn = Callable[[HyperParams, jax.Array, jax.Array], jax.Array]


def init_hyperparams(noise_std: float) -> HyperParams:
    return HyperParams(
        log_lengthscale=jnp.asarray(0.0),
        log_variance=jnp.asarray(0.0),
        log_noise=jnp.log(jnp.asarray(noise_std)),
    )


def pairwise_sq_dist(a: jax.Array, b: jax.Array) -> jax.Array:
    diff = a[:, None, :] - b[None, :, :]
    return jnp.sum(diff * diff, axis=-1)


def rbf(params: HyperParams, a: jax.Array, b: jax.Array) -> jax.Array:
    ls = jnp.exp(params.log_lengthscale)
    var = jnp.exp(params.log_variance)
    return var * jnp.exp(-0.5 * pairwise_sq_dist(a / ls, b / ls))


def matern52(params: HyperParams, a: jax.Array, b: jax.Array) -> jax.Array:
    ls = jnp.exp(params.log_lengthscale)
    var = jnp.exp(params.log_variance)
    r = jnp.sqrt(pairwise_sq_dist(a / ls, b / ls) + 1e-12)
    s5 = jnp.sqrt(5.0) * r
    return var * (1.0 + s5 + s5 * s5 / 3.0) * jnp.exp(-s5)


KERNELS: dict[str, KernelFn] = {"rbf": rbf, "matern52": matern52}
