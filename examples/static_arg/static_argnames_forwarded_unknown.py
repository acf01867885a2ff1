"""The same decorator factory given a name that is no parameter of the function: jax.jit
raises ValueError where the factory applies it."""

import functools

import jax
import jax.numpy as jnp


def wrap_jit(*jit_args, **jit_kwargs):
    return lambda f: functools.wraps(f)(jax.jit(f, *jit_args, **jit_kwargs))  # E: jax-static-arg


@wrap_jit(static_argnames=["axes"])
def normalize(x, axis):
    total = x.sum(axis=axis, keepdims=True)
    return x / jnp.where(total == 0, 1.0, total)


normalize(jnp.ones((2, 3)), 1)
