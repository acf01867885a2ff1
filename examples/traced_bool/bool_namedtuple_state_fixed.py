"""The branch the message proposes: jnp.where picks the rate inside the trace."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class Schedule(NamedTuple):
    step: jax.Array
    rate: jax.Array


@jax.jit
def decay(schedule: Schedule) -> Schedule:
    rate = jnp.where(schedule.step > 100, schedule.rate * 0.5, schedule.rate)
    return Schedule(schedule.step + 1, rate)


decay(Schedule(jnp.array(0), jnp.array(0.1)))
