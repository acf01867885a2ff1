"""Polynomial feature expansion for a least-squares fit."""

import jax
import jax.numpy as jnp


@jax.jit
def poly_features(x, degree):
    cols = [jnp.ones_like(x)]
    for d in range(1, degree + 1):
        cols.append(x**d)
    return jnp.stack(cols, axis=-1)


def fit(x, y, degree):
    phi = poly_features(x, degree)
    coef, *_ = jnp.linalg.lstsq(phi, y)
    return coef


if __name__ == "__main__":
    x = jnp.linspace(-1, 1, 50)
    y = 1.0 - 2.0 * x + 0.5 * x**3
    print(fit(x, y, 3))
