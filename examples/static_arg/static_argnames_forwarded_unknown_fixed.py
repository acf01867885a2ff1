"""The forwarded name matches the parameter."""

import functools

import jax
import jax.numpy as jnp


def wrap_jit(*jit_args, **jit_kwargs):
    return lambda f: functools.wraps(f)(jax.jit(f, *jit_args, **jit_kwargs))


@wrap_jit(static_argnames=["axis"])
def normalize(x, axis):
    total = x.sum(axis=axis, keepdims=True)
    return x / jnp.where(total == 0, 1.0, total)


normalize(jnp.ones((2, 3)), 1)
