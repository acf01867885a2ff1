"""Kalman-style filter whose state is a NamedTuple carried through lax.scan."""

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class State(NamedTuple):
    mean: jax.Array
    var: jax.Array


def filter_step(state, obs, noise=0.1):
    dim = state.mean.shape[0]
    gain = state.var / (state.var + noise)
    mean = state.mean + gain * (obs - state.mean)
    var = (1 - gain) * state.var + 0.01 * jnp.ones(dim)
    return State(mean, var), mean


@jax.jit
def run_filter(observations):
    init = State(jnp.zeros(observations.shape[1]), jnp.ones(observations.shape[1]))
    final, means = lax.scan(filter_step, init, observations)
    return final, means


if __name__ == "__main__":
    obs = jax.random.normal(jax.random.PRNGKey(0), (20, 2)) + 1.0
    final, means = run_filter(obs)
    print(final.mean, means.shape)
