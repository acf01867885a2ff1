"""The tail `x[start:]` of a reward sequence, with a traced start, in a return helper."""

import jax
import jax.numpy as jnp


def discounted_return(rewards, start, gamma):
    tail = rewards[start:]  # E: jax-traced-slice
    return jnp.sum(tail * gamma ** jnp.arange(tail.shape[0]))


@jax.jit
def value_target(rewards, start):
    return discounted_return(rewards, start, 0.9)


value_target(jnp.ones(6), 2)
