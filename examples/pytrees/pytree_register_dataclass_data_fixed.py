"""The branch on the traced data field becomes `jnp.where`."""

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
    adv = jnp.where(state.reward > 0, adv * 2.0, adv)
    return adv * jnp.ones(state.horizon)


advantage(RolloutState(jnp.ones((4, 2)), jnp.array(1.0), horizon=3), 0.5)
