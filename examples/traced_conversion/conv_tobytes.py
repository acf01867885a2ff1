"""A cache keyed by an array's bytes, inside jit: a tracer has no bytes to give."""

import hashlib

import jax
import jax.numpy as jnp


def fingerprint(arr):
    return hashlib.sha1(arr.tobytes()).hexdigest()  # E: jax-traced-conversion


@jax.jit
def normalized(x):
    key = fingerprint(x)
    return x / jnp.linalg.norm(x), key


normalized(jnp.arange(1.0, 4.0))
