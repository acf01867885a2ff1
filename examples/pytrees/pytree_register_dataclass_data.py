"""A data field of a `register_dataclass` state is traced: Python `if` cannot branch on it."""

import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class RolloutState:
    observations: jax.Array
    reward: jax.Array
    horizon: int


jax.tree_util.register_dataclass(
    RolloutState, data_fields=["observations", "reward"], meta_fields=["horizon"]
)


@jax.jit
def advantage(state, baseline):
    adv = state.reward - baseline
    if state.reward > 0:  # E: jax-traced-bool
        adv = adv * 2.0
    return adv * jnp.ones(state.horizon)


advantage(RolloutState(jnp.ones((4, 2)), jnp.array(1.0), horizon=3), 0.5)
