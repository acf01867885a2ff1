"""A circular replay buffer stored as a pytree of fixed-size arrays."""
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class Transition(NamedTuple):
    obs: jax.Array
    action: jax.Array
    reward: jax.Array
    next_obs: jax.Array
    done: jax.Array


class ReplayBuffer(NamedTuple):
    storage: Any
    pos: jax.Array
    size: jax.Array


def init(capacity: int, example: Transition) -> ReplayBuffer:
    storage = jax.tree.map(lambda x: jnp.zeros((capacity,) + x.shape, x.dtype), example)
    return ReplayBuffer(storage, jnp.zeros((), jnp.int32), jnp.zeros((), jnp.int32))


def capacity(buffer: ReplayBuffer) -> int:
    return jax.tree.leaves(buffer.storage)[0].shape[0]


def add_batch(buffer: ReplayBuffer, batch: Transition) -> ReplayBuffer:
    cap = capacity(buffer)
    n = jax.tree.leaves(batch)[0].shape[0]
    idx = (buffer.pos + jnp.arange(n)) % cap

    def _write(slot, value):
        slot = slot.at[idx].set(value)
        return slot

    storage = jax.tree.map(_write, buffer.storage, batch)
    return ReplayBuffer(storage, (buffer.pos + n) % cap, jnp.minimum(buffer.size + n, cap))


def sample(buffer: ReplayBuffer, key, batch_size: int) -> Transition:
    idx = jax.random.randint(key, (batch_size,), 0, jnp.maximum(buffer.size, 1))
    return jax.tree.map(lambda x: x[idx], buffer.storage)
