"""Jitted detection pipeline: smooth, find peaks, suppress."""
from functools import partial

import jax
import jax.numpy as jnp
from jax.scipy.signal import convolve2d

from . import ops, postprocess


def smooth(image, kernel):
    return convolve2d(image, kernel, mode="same")


def make_detector(cfg):
    kernel = jnp.asarray(ops.gaussian_kernel(cfg["sigma"], cfg["ksize"]))

    def detect(images):
        heat = jax.vmap(partial(smooth, kernel=kernel))(images)
        heat = heat / jnp.max(heat, axis=(1, 2), keepdims=True)
        return jax.vmap(partial(postprocess.decode, cfg=cfg))(heat)

    return jax.jit(detect)
