"""Polynomial feature expansion with a hashable tuple of powers as a static argument."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1, 2))
def poly_features(x, powers, normalise=False):
    cols = [x ** p for p in powers]
    feats = jnp.stack(cols, axis=-1)
    if normalise:  # a static Python bool, fine in an if
        feats = feats / jnp.maximum(jnp.abs(feats).max(axis=0), 1e-6)
    return feats


def fit(x, y, powers):
    feats = poly_features(x, tuple(powers), False)
    coef, *_ = jnp.linalg.lstsq(feats, y)
    return coef


if __name__ == "__main__":
    x = jnp.linspace(-1.0, 1.0, 50)
    y = 0.5 - 2.0 * x + 3.0 * x ** 3
    coef = fit(x, y, [0, 1, 2, 3])
    print("fitted coefficients:", coef)
    assert jnp.allclose(coef, jnp.array([0.5, -2.0, 0.0, 3.0]), atol=1e-3)
    print("normalised max:", poly_features(x, (1, 3), True).max())
