"""Replay logged trajectories with a while_loop; path length via static shapes."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class SimState(NamedTuple):
    log_xy: jax.Array          # (T, N, 2)
    current_xy: jax.Array      # (N, 2)
    timestep: jax.Array
    remaining_timesteps: jax.Array


def update_state_by_log(state):
    t = state.timestep + 1
    return state._replace(
        current_xy=state.log_xy[t],
        timestep=t,
        remaining_timesteps=state.remaining_timesteps - 1,
    )


@jax.jit
def replay(state):
    return jax.lax.while_loop(
        lambda s: s.remaining_timesteps > 0, update_state_by_log, state)


@jax.jit
def path_length(state):
    total = jnp.zeros(state.log_xy.shape[1])
    for t in range(state.log_xy.shape[0] - 1):
        step = state.log_xy[t + 1] - state.log_xy[t]
        total = total + jnp.linalg.norm(step, axis=-1)
    return total


key = jax.random.PRNGKey(0)
log = jnp.cumsum(jax.random.normal(key, (10, 4, 2)), axis=0)
scenario = SimState(log, log[0], jnp.array(0), jnp.array(9))
final = replay(scenario)
print("final timestep:", int(final.timestep))
print("path lengths:", path_length(scenario))
