"""The number of bins is decided outside the jit, from concrete data: the config stays
static."""

import dataclasses
import functools
import math

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class HistConfig:
    num_bins: int = 8
    width: float = 0.5


def histogram(x, cfg):
    idx = jnp.clip((x / cfg.width).astype(jnp.int32), 0, cfg.num_bins - 1)
    return jnp.zeros(cfg.num_bins).at[idx].add(1.0)


@functools.partial(jax.jit, static_argnames="cfg")
def features(x, cfg):
    return histogram(x, cfg)


x = jnp.linspace(0.0, 3.0, 10)
cfg = dataclasses.replace(HistConfig(), num_bins=math.ceil(float(x.max()) / 0.5))
features(x, cfg)
