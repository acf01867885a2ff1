"""Replay logged agent trajectories until the scenario runs out of steps."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class SimState(NamedTuple):
    log_xy: jax.Array          # (T, N, 2) logged positions
    current_xy: jax.Array      # (N, 2)
    timestep: jax.Array        # ()
    remaining_timesteps: jax.Array  # ()


def update_state_by_log(state):
    t = state.timestep + 1
    return state._replace(
        current_xy=state.log_xy[t],
        timestep=t,
        remaining_timesteps=state.remaining_timesteps - 1,
    )


@jax.jit
def replay(state):
    for _ in range(state.remaining_timesteps):
        state = update_state_by_log(state)
    return state


def make_scenario(key, num_steps=10, num_agents=4):
    log = jnp.cumsum(jax.random.normal(key, (num_steps, num_agents, 2)), axis=0)
    return SimState(log, log[0], jnp.array(0), jnp.array(num_steps - 1))


scenario = make_scenario(jax.random.PRNGKey(0))
final = replay(scenario)
print("final timestep:", int(final.timestep))
print(final.current_xy)
