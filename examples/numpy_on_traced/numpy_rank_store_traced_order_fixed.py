"""The ranks scattered into a jax array with `.at[...].set`, inside the trace."""

import jax
import jax.numpy as jnp


def centered_ranks(fitness):
    n = fitness.shape[0]
    ranks = jnp.zeros(n).at[fitness.argsort()].set(jnp.arange(n, dtype=jnp.float32))
    return ranks / (n - 1) - 0.5


@jax.jit
def es_weights(fitness):
    return centered_ranks(fitness)


es_weights(jnp.array([0.3, -1.0, 2.0, 0.5]))
