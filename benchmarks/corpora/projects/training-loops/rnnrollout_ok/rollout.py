"""Unrolling the cell over a time-major batch."""

import functools

import jax.numpy as jnp
from jax import lax

from .cells import cell_step


def rollout(params, xs, warmup):
    """`xs` is (time, batch, dim); returns the one-step-ahead predictions."""
    hidden = params["wh"].shape[0]
    carry = (
        jnp.zeros((xs.shape[1], hidden)),
        jnp.zeros(xs.shape[1:]),
        jnp.zeros((), jnp.int32),
    )
    _, ys = lax.scan(functools.partial(cell_step, params, warmup), carry, xs)
    return ys
