from __future__ import annotations

import functools

import jax
from jaxtyping import Array, Float, PRNGKeyArray

from .buffer import ReplayBuffer


@functools.partial(jax.jit, static_argnames=("batch_size",))
def sample(buffer: ReplayBuffer, key: PRNGKeyArray, batch_size: int) -> tuple[Float[Array, "b d"], Float[Array, "b"]]:
    idx = jax.random.randint(key, (batch_size,), 0, buffer.size)
    return buffer.obs[idx], buffer.rewards[idx]
