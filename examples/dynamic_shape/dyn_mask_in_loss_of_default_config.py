"""The training function's config is a default argument (`cfg=DEFAULT`); the loss it
names drops non-finite terms with a boolean mask, a shape that depends on the data."""

import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp


def nll(x, floor):
    return -jnp.maximum(jnp.log(x), floor).mean()


def nll_finite(x, floor):
    lp = jnp.maximum(jnp.log(x), floor)
    return -lp[jnp.isfinite(lp)].mean()  # E: jax-dynamic-shape


LOSSES = {"nll": nll, "nll_finite": nll_finite}


class Config(NamedTuple):
    loss: str = "nll_finite"
    steps: int = 2


DEFAULT = Config()


def train(x, cfg=DEFAULT):
    loss_fn = jax.jit(functools.partial(LOSSES[cfg.loss], floor=-50.0))
    for _ in range(cfg.steps):
        x = x - 0.1 * jax.grad(loss_fn)(x)
    return x


train(jnp.array([0.5, 1.5, 2.0]))
