import jax.numpy as jnp


def monomials(x, degree):
    return jnp.stack([x**k for k in range(degree + 1)], axis=-1)


def evaluate(coef, x):
    return monomials(x, coef.shape[0] - 1) @ coef
