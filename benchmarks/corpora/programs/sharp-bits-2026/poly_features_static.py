"""Polynomial feature expansion with the exponent list as a static argument."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def poly_features(x, powers):
    cols = [x ** p for p in powers]
    return jnp.stack(cols, axis=-1)


def fit(x, y, powers):
    feats = poly_features(x, powers)
    coef, *_ = jnp.linalg.lstsq(feats, y)
    return coef


if __name__ == "__main__":
    x = jnp.linspace(-1.0, 1.0, 50)
    y = 0.5 - 2.0 * x + 3.0 * x ** 3
    powers = [0, 1, 2, 3]
    coef = fit(x, y, powers)
    print("fitted coefficients:", coef)
