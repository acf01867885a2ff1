"""Repeated application of simple update rules."""
import jax.numpy as jnp
import numpy as np
from jax import lax


def repeat(fn, n, x):
    return lax.fori_loop(0, n, lambda i, c: fn(c), x)


def damp(c):
    return 0.9 * c


def make_projector(basis):
    def project(c):
        coeffs = basis @ c
        return basis.T @ coeffs
    return project


def renorm(c):
    total = np.asarray(c).sum()
    return c / total


def pipeline(x):
    basis = jnp.eye(3)[:2]
    x = repeat(damp, 3, x)
    x = repeat(make_projector(basis), 2, x)
    return repeat(renorm, 2, x)


print(pipeline(jnp.array([1.0, 2.0, 3.0])))
