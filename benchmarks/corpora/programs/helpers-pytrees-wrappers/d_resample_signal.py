"""Resampling a signal to a number of points based on its variation."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("num",))
def resample(signal, num):
    grid = jnp.linspace(0.0, signal.shape[0] - 1.0, num)
    return jnp.interp(grid, jnp.arange(signal.shape[0], dtype=signal.dtype), signal)


@jax.jit
def adaptive(signal):
    points = jnp.sum(jnp.abs(jnp.diff(signal)) > 0.1) + 2
    return resample(signal, num=points)


if __name__ == "__main__":
    sig = jnp.array([0.0, 0.5, 0.55, 1.5, 1.0, 1.02])
    print(resample(sig, num=4))
    print(adaptive(sig))
