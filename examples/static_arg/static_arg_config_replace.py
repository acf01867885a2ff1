"""A static config, overridden inside the jit with a value computed from the data."""

import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class HistConfig:
    num_bins: int = 8
    width: float = 0.5


def histogram(x, cfg):
    idx = jnp.clip((x / cfg.width).astype(jnp.int32), 0, cfg.num_bins - 1)
    return jnp.zeros(cfg.num_bins).at[idx].add(1.0)  # E: jax-traced-shape


@functools.partial(jax.jit, static_argnames="cfg")
def features(x, cfg):
    cfg = dataclasses.replace(cfg, num_bins=jnp.ceil(x.max() / cfg.width).astype(int))
    return histogram(x, cfg)


features(jnp.linspace(0.0, 3.0, 10), HistConfig())
