"""Polynomial feature expansion with configurable degrees."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("degrees",))
def expand(x, degrees):
    cols = [x ** d for d in degrees]
    return jnp.stack(cols, axis=-1)


def ridge_fit(features, y, alpha):
    d = features.shape[1]
    a = features.T @ features + alpha * jnp.eye(d)
    return jnp.linalg.solve(a, features.T @ y)


def pipeline(x, y, degrees):
    feats = expand(x, degrees=degrees)
    coef = ridge_fit(feats, y, 1e-3)
    return feats @ coef


if __name__ == "__main__":
    x = jnp.linspace(-1.0, 1.0, 40)
    y = 0.5 * x ** 3 - x + 0.2
    fitted = pipeline(x, y, [0, 1, 2, 3])
    print(float(jnp.mean((fitted - y) ** 2)))
