"""A NamedTuple of arrays is traced by jit: its step counter is a tracer, so `if` on it
fails. Making the state static is no fix (its arrays cannot be hashed): branch with
jnp.where instead."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class Schedule(NamedTuple):
    step: jax.Array
    rate: jax.Array


@jax.jit
def decay(schedule: Schedule) -> Schedule:
    if schedule.step > 100:  # E: jax-traced-bool
        return Schedule(schedule.step + 1, schedule.rate * 0.5)
    return Schedule(schedule.step + 1, schedule.rate)


decay(Schedule(jnp.array(0), jnp.array(0.1)))
