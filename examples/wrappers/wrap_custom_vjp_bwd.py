"""A custom_vjp backward rule is traced when the gradient is taken inside `jit`: a Python
`if` on a residual fails there."""

import jax
import jax.numpy as jnp


@jax.custom_vjp
def safe_sqrt(x):
    return jnp.sqrt(x)


def sqrt_fwd(x):
    y = jnp.sqrt(x)
    return y, y


def sqrt_bwd(y, g):
    if y.min() == 0:  # E: jax-traced-bool
        return (jnp.zeros_like(g),)
    return (g / (2 * y),)


safe_sqrt.defvjp(sqrt_fwd, sqrt_bwd)


@jax.jit
def step(x):
    return x - 0.1 * jax.grad(lambda v: safe_sqrt(v).sum())(x)


step(jnp.array([1.0, 4.0]))
