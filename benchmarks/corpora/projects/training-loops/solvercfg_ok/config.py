"""Run configuration."""

import dataclasses

import jax


@dataclasses.dataclass(frozen=True)
class Config:
    hidden: int
    steps: int
    lr: jax.Array
    clip: jax.Array


jax.tree_util.register_dataclass(Config, data_fields=["lr", "clip"], meta_fields=["hidden", "steps"])
