"""Synthetic 1-D regression data."""
from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, PRNGKeyArray


def make_data(key: PRNGKeyArray, n: int, noise: float = 0.1) -> tuple[Float[Array, "n"], Float[Array, "n"]]:
    kx, kn = jax.random.split(key)
    x = jax.random.uniform(kx, (n,), minval=-1.0, maxval=1.0)
    y = jnp.sin(3.0 * x) + noise * jax.random.normal(kn, (n,))
    return x, y


def train_test_split(
    x: Float[Array, "n"], y: Float[Array, "n"], frac: float = 0.75
) -> tuple[tuple[Float[Array, "a"], Float[Array, "a"]], tuple[Float[Array, "b"], Float[Array, "b"]]]:
    cut = int(frac * x.shape[0])
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])
