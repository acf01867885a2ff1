from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
from jaxtyping import PRNGKeyArray

from .buffer import ReplayBuffer
from .dynamics import SimState, sim_step


@functools.partial(jax.jit, static_argnames=("num_steps",))
def collect(buffer: ReplayBuffer, key: PRNGKeyArray, num_steps: int) -> ReplayBuffer:
    def body(_: int, carry: tuple[ReplayBuffer, SimState]) -> tuple[ReplayBuffer, SimState]:
        buf, sim = carry
        sim, reward = sim_step(sim)
        return buf.add(sim.obs, reward), sim

    init = SimState(jnp.array([1.0, 0.0]), key)
    buffer, _ = jax.lax.fori_loop(0, num_steps, body, (buffer, init))
    return buffer
