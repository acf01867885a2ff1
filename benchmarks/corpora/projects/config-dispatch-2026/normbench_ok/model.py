"""Residual MLP regressor whose norm layer is picked from ``cfg.model.norm``."""
from functools import partial
from typing import Callable

import numpy as np
import flax.linen as nn

from . import norms


def build_norm(mcfg):
    if mcfg.norm == "rms":
        return partial(norms.RMSNorm, eps=mcfg.eps, use_scale=mcfg.use_scale)
    elif mcfg.norm == "layer":
        return partial(norms.LayerNorm, eps=mcfg.eps, use_scale=mcfg.use_scale)
    elif mcfg.norm == "clipped_rms":
        return partial(norms.ClippedRMSNorm, eps=mcfg.eps, clip=mcfg.clip,
                       use_scale=mcfg.use_scale)
    elif mcfg.norm == "none":
        return lambda: (lambda x: x)
    raise ValueError(f"unknown norm {mcfg.norm!r}")


class Block(nn.Module):
    width: int
    make_norm: Callable
    residual: bool = True

    @nn.compact
    def __call__(self, x):
        h = self.make_norm()(x)
        std = 1.0 / np.sqrt(self.width)
        h = nn.Dense(self.width, kernel_init=nn.initializers.normal(std))(h)
        h = nn.gelu(h)
        h = nn.Dense(x.shape[-1])(h)
        if self.residual:
            return x + h
        return h


class Regressor(nn.Module):
    width: int
    depth: int
    make_norm: Callable
    residual: bool = True

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.width)(x)
        for _ in range(self.depth):
            h = Block(self.width, self.make_norm, self.residual)(h)
        h = self.make_norm()(h)
        return nn.Dense(1)(h)[..., 0]


def build_model(cfg):
    m = cfg.model
    return Regressor(m.width, m.depth, build_norm(m), m.residual)
