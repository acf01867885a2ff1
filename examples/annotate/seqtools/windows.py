"""Windows over a 1-D series."""

import jax
import jax.numpy as jnp
from jax import lax


def moving_average(x, window):
    kernel = jnp.ones(window) / window
    return jnp.convolve(x, kernel, mode="valid")


# The same function, jitted with its window static.
smooth = jax.jit(moving_average, static_argnames="window")


def lagged(x, lag):
    return x[lag:] - x[:-lag]


def frames(x, size):
    usable = (x.shape[0] // size) * size
    return x[:usable].reshape(-1, size)


def ema(x, decay):
    def step(carry, value):
        carry = decay * carry + (1 - decay) * value
        return carry, carry

    _, out = lax.scan(step, x[0], x)
    return out


def resample(x, duration, rate):
    count = int(duration * rate)
    grid = jnp.linspace(0, x.shape[0] - 1, count)
    return jnp.interp(grid, jnp.arange(x.shape[0]), x)
