"""The same helpers, called from jit only with static values (shapes and constants)."""

import jax
import jax.numpy as jnp


def pad_length(length, multiple):
    if length % multiple == 0:
        return length
    return length + multiple - length % multiple


def pad_rows(x, multiple):
    target = pad_length(x.shape[0], multiple)
    extra = [0.0] * (target - x.shape[0])
    return jnp.concatenate([x, jnp.array(extra)])


@jax.jit
def padded_mean(x):
    padded = pad_rows(x, 4)
    return padded.sum() / x.shape[0], padded.shape[0]


padded_mean(jnp.arange(6.0))
pad_rows(jnp.arange(3.0), 2)
