"""A `register_dataclass` state: its `meta_fields` stay Python values inside jit."""

import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class RolloutState:
    observations: jax.Array
    horizon: int


jax.tree_util.register_dataclass(
    RolloutState, data_fields=["observations"], meta_fields=["horizon"]
)


@jax.jit
def discounted_return(state, gamma):
    total = jnp.zeros(state.observations.shape[1:])
    for t in range(state.horizon):
        total = total + gamma**t * state.observations[t]
    return total


discounted_return(RolloutState(jnp.ones((4, 2)), horizon=3), 0.9)
