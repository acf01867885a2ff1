"""Assemble an optax chain: clip -> direction -> scheduled step size."""
from typing import NamedTuple

import jax
import jax.numpy as jnp
import optax

from .registry import direction


class ScheduleState(NamedTuple):
    count: jax.Array


def scale_by_learning_rate(schedule):
    def init_fn(params):
        del params
        return ScheduleState(count=jnp.zeros((), jnp.int32))

    def update_fn(updates, state, params=None):
        del params
        lr = schedule(state.count)
        updates = jax.tree.map(lambda u: -lr * u, updates)
        return updates, ScheduleState(count=state.count + 1)

    return optax.GradientTransformation(init_fn, update_fn)


def build_optimizer(optimizer_name, schedule, clip_norm):
    parts = []
    if clip_norm and clip_norm > 0:
        parts.append(optax.clip_by_global_norm(clip_norm))
    parts.append(direction(optimizer_name))
    parts.append(scale_by_learning_rate(schedule))
    return optax.chain(*parts)
