"""Centered ranks for an evolution strategy, written the NumPy way: a NumPy array indexed
by the argsort of traced fitness values converts the index, which a tracer refuses."""

import jax
import jax.numpy as jnp
import numpy as np


def centered_ranks(fitness):
    ranks = np.empty(len(fitness))
    ranks[fitness.argsort()] = np.arange(len(fitness))  # E: jax-numpy-on-traced
    return ranks / (len(fitness) - 1) - 0.5


@jax.jit
def es_weights(fitness):
    return jnp.asarray(centered_ranks(fitness))


es_weights(jnp.array([0.3, -1.0, 2.0, 0.5]))
