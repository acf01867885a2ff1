import jax.numpy as jnp


def row_norm(x):
    return jnp.sqrt(jnp.sum(x * x, axis=-1, keepdims=True))


def norm_fwd(x, eps):
    norm = row_norm(x)
    return norm, (x, norm)


def norm_bwd(eps, res, g):
    x, norm = res
    grad = g * x / norm
    if jnp.any(norm < eps):
        grad = jnp.where(norm < eps, 0.0, g * x / jnp.maximum(norm, eps))
    return (grad,)
