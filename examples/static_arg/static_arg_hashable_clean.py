"""Tuples and frozen dataclasses are hashable: both work as static arguments.

Their contents are Python values while tracing, so they can drive shapes and branches.
"""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Pooling:
    window: int
    mode: str = "mean"


@functools.partial(jax.jit, static_argnames=("out_shape", "pooling"))
def pool_and_reshape(x, out_shape, pooling):
    windows = x.reshape(-1, pooling.window)
    pooled = windows.mean(axis=1) if pooling.mode == "mean" else windows.max(axis=1)
    return pooled.reshape(out_shape)


pool_and_reshape(jnp.arange(12.0), out_shape=(3, 2), pooling=Pooling(window=2))
pool_and_reshape(jnp.arange(12.0), (2, 3), Pooling(window=2, mode="max"))
