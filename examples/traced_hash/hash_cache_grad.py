"""A `functools.cache` helper inside a loss under `jax.grad`: the cache hashes the tracer."""

import functools

import jax
import jax.numpy as jnp


@functools.cache
def penalty(scale):
    return 0.5 * scale**2


def loss(scale, x):
    return jnp.sum((scale * x) ** 2) + penalty(scale)  # E: jax-traced-hash


jax.grad(loss)(1.5, jnp.arange(3.0))
