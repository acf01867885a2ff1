"""Compiled entry points."""

import functools

import jax

from . import objective

train_step = functools.partial(jax.jit, static_argnames=("cfg",))(objective.sgd_step)
evaluate = functools.partial(jax.jit, static_argnames=("cfg",))(objective.evaluate)
init_params = objective.init_params
