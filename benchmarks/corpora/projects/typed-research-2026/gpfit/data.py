from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp


class Dataset(NamedTuple):
    X: jax.Array
    y: jax.Array
    X_test: jax.Array
    y_test: jax.Array


def target_fn(x: jax.Array) -> jax.Array:
    return jnp.sin(3.0 * x[..., 0]) + 0.3 * jnp.cos(7.0 * x[..., 0])


def make_dataset(key: jax.Array, n_train: int, n_test: int, noise_std: float) -> Dataset:
    k_x, k_eps = jax.random.split(key)
    X = jax.random.uniform(k_x, (n_train, 1), minval=-2.0, maxval=2.0)
    y = target_fn(X) + noise_std * jax.random.normal(k_eps, (n_train,))
    X_test = jnp.linspace(-2.0, 2.0, n_test)[:, None]
    return Dataset(X=X, y=y, X_test=X_test, y_test=target_fn(X_test))
