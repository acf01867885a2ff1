"""Ring buffer registered as a pytree; capacity is static aux data."""
from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, Int


@jax.tree_util.register_pytree_node_class
class ReplayBuffer:
    def __init__(self, obs: Float[Array, "c d"], rewards: Float[Array, "c"], count: Int[Array, ""], capacity: int) -> None:
        self.obs = obs
        self.rewards = rewards
        self.count = count
        self.capacity = capacity

    @classmethod
    def create(cls, capacity: int, obs_dim: int) -> ReplayBuffer:
        return cls(jnp.zeros((capacity, obs_dim)), jnp.zeros(capacity), jnp.zeros((), jnp.int32), capacity)

    def tree_flatten(self) -> tuple[tuple[Array, Array, Array], int]:
        return (self.obs, self.rewards, self.count), self.capacity

    @classmethod
    def tree_unflatten(cls, capacity: int, children: tuple[Array, Array, Array]) -> ReplayBuffer:
        return cls(*children, capacity=capacity)

    @property
    def size(self) -> Int[Array, ""]:
        return jnp.minimum(self.count, self.capacity)

    def add(self, obs: Float[Array, "d"], reward: Float[Array, ""]) -> ReplayBuffer:
        idx = self.count % self.capacity
        new_obs = self.obs.at[idx].set(obs)
        new_rewards = self.rewards.at[idx].set(reward)
        return ReplayBuffer(new_obs, new_rewards, self.count + 1, self.capacity)
