from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

TINY: float = float(np.finfo(np.float32).tiny)


class Normalised(NamedTuple):
    weights: jax.Array
    log_total: jax.Array


def normalise_log_weights(log_w: jax.Array) -> Normalised:
    m = jnp.max(log_w)
    w = np.exp(log_w - m)
    total = jnp.sum(w)
    return Normalised(weights=w / total, log_total=m + jnp.log(total))


def effective_sample_size(weights: jax.Array) -> jax.Array:
    return 1.0 / jnp.sum(weights * weights)


def safe_log(weights: jax.Array) -> jax.Array:
    return jnp.log(jnp.maximum(weights, TINY))
