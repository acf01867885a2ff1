"""Polynomial basis features with a cached basis builder."""

import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=32)
def basis(degree, x):
    return jnp.stack([x**k for k in range(degree + 1)], axis=-1)


@jax.jit
def fit_predict(x, y, x_new):
    phi = basis(3, jnp.concatenate([x, x_new]))
    coef, *_ = jnp.linalg.lstsq(phi[: x.shape[0]], y)
    return phi[x.shape[0] :] @ coef


if __name__ == "__main__":
    x = jnp.linspace(-1.0, 1.0, 20)
    y = x**3 - x
    print(fit_predict(x, y, jnp.array([0.0, 0.5])))
