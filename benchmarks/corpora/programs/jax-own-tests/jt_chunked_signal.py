import jax
import jax.numpy as jnp
import numpy as np


def chunk_means(signal, parts, axis):
    pieces = np.split(signal, parts, axis)
    return [p.mean() for p in pieces]


@jax.jit
def summarize(signal, axis):
    means = chunk_means(signal, 2, axis)
    return jnp.stack(means)


signal = jnp.arange(8.0)
print(summarize(signal, 0))
