"""Overrides applied by name (`setattr(cfg, key, value)`): the program can set any field,
so none is taken at its default, and the masking pooling function `vmap` traces runs."""

from dataclasses import dataclass

import jax
import jax.numpy as jnp


def first_frames(frames, length):
    return frames[:length].mean(axis=0)


def masked_frames(frames, length):
    keep = (jnp.arange(frames.shape[0]) < length)[:, None]
    return jnp.where(keep, frames, 0.0).sum(axis=0) / length


POOLING = {"first": first_frames, "masked": masked_frames}


@dataclass
class Config:
    pooling: str = "first"
    dim: int = 4


cfg = Config()
for key, value in {"pooling": "masked"}.items():
    setattr(cfg, key, value)
jax.vmap(POOLING[cfg.pooling])(jnp.ones((2, 5, cfg.dim)), jnp.array([3, 5]))
