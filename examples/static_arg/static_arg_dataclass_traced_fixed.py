"""Registered as a pytree, the dataclass's fields are traced leaves."""

import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class Config:
    lr: float = 0.1
    momentum: float = 0.9


@jax.jit
def step(p, v, cfg):
    v = cfg.momentum * v - cfg.lr * p
    return p + v, v


step(jnp.ones(2), jnp.zeros(2), Config(lr=0.05))
