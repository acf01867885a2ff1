import jax
import jax.numpy as jnp

from . import basis


@jax.jit
def least_squares(x, y, degree):
    design = basis.monomials(x, degree)
    coef, *_ = jnp.linalg.lstsq(design, y)
    return coef


def residual(coef, x, y):
    return jnp.sqrt(jnp.mean((basis.evaluate(coef, x) - y) ** 2))
