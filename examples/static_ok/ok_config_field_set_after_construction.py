"""A config dataclass's default names a pooling function that slices by a traced length,
but the program sets the field before use: the function `vmap` traces is the masking one.
A field the program stores to is not taken at its default."""

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
cfg.pooling = "masked"
pool = POOLING[cfg.pooling]
jax.vmap(pool)(jnp.ones((2, 5, cfg.dim)), jnp.array([3, 5]))
