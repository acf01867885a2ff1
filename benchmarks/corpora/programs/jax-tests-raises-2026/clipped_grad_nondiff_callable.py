"""Clipping with a straight-through style custom VJP, used inside a jitted loss.

After tests/custom_api_test.py, test_nondiff_argnums.
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.custom_vjp, nondiff_argnums=(0,))
def soft_clip(squash, x):
    return squash(x)


def soft_clip_fwd(squash, x):
    return soft_clip(squash, x), x


def soft_clip_bwd(squash, x, g):
    return (jnp.where(jnp.abs(x) <= 1.0, g, 0.1 * g),)


soft_clip.defvjp(soft_clip_fwd, soft_clip_bwd)


def unit_clip(x):
    return jnp.clip(x, -1.0, 1.0)


@jax.jit
def loss(x):
    return jnp.sum(soft_clip(unit_clip, x) ** 2)


x = jnp.array([-3.0, -0.5, 0.2, 2.5])
print(loss(x))
print(jax.grad(loss)(x))
