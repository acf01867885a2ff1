"""Clipping with a straight-through style custom VJP, used inside a jitted loss.

After tests/custom_api_test.py, test_nondiff_arg_tracer_error.
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.custom_vjp, nondiff_argnums=(0,))
def soft_clip(limit, x):
    return jnp.clip(x, -limit, limit)


def soft_clip_fwd(limit, x):
    return soft_clip(limit, x), x


def soft_clip_bwd(limit, x, g):
    return (jnp.where(jnp.abs(x) <= limit, g, 0.1 * g),)


soft_clip.defvjp(soft_clip_fwd, soft_clip_bwd)


@jax.jit
def loss(limit, x):
    return jnp.sum(soft_clip(limit, x) ** 2)


x = jnp.array([-3.0, -0.5, 0.2, 2.5])
print(loss(1.0, x))
print(jax.grad(loss, argnums=1)(1.0, x))
