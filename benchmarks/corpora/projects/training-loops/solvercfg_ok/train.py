"""Compiled end-to-end fit."""

import jax

from .models import init_params, mse
from .solver import inner_fit


@jax.jit
def run(key, x, y, cfg):
    params = init_params(key, x.shape[1], cfg)
    before = mse(params, x, y)
    params = inner_fit(params, x, y, cfg)
    return before, mse(params, x, y)
