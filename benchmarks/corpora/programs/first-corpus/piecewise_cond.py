"""Piecewise reward shaping chosen with lax.cond."""

import jax
import jax.numpy as jnp
from jax import lax


def dense_reward(dist):
    return -dist


def sparse_reward(dist):
    if dist < 0.1:
        return jnp.array(1.0)
    return jnp.array(0.0)


def shaped_reward(dist, use_dense):
    return lax.cond(use_dense, dense_reward, sparse_reward, dist)


@jax.jit
def episode_return(dists, use_dense):
    rewards = jax.vmap(shaped_reward, in_axes=(0, None))(dists, use_dense)
    return rewards.sum()


if __name__ == "__main__":
    dists = jnp.array([0.5, 0.3, 0.05, 0.01])
    print("dense", episode_return(dists, True))
    print("sparse", episode_return(dists, False))
