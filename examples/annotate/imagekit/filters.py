"""Filters: a box blur (already marked), and convolution kernels."""

from functools import partial

import jax
import jax.numpy as jnp
from jax.scipy.signal import convolve2d

from jaxthink_typing import Static


@partial(jax.jit, static_argnames="radius")
def _box(plane, radius):
    size = 2 * radius + 1
    return convolve2d(plane, jnp.ones((size, size)) / size**2, mode="same")


def blur(plane, radius: Static[int] = 1):
    """A box blur of a (height, width) plane; `radius` is marked already."""
    return _box(plane, radius)


def sharpen(plane, amount, radius):
    return plane + amount * (plane - _box(plane, radius))


class Kernel:
    """A 2-D convolution kernel."""

    def __init__(self, weights):
        self.weights = weights

    @classmethod
    def gaussian(cls, size, sigma):
        x = jnp.arange(size) - (size - 1) / 2
        w = jnp.exp(-(x**2) / (2 * sigma**2))
        return cls(jnp.outer(w, w) / jnp.sum(w) ** 2)

    @staticmethod
    def box(size):
        return Kernel(jnp.full((size, size), 1.0 / size**2))

    def apply(self, plane, stride=1):
        out = convolve2d(plane, self.weights, mode="same")
        return out[::stride, ::stride]
