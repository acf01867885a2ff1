import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=1)
def top_mean(scores, k):
    vals, _ = lax.top_k(scores, k)
    return jnp.mean(vals)


@jax.jit
def summarize(scores, threshold):
    k = jnp.sum(scores > threshold)
    return top_mean(scores, k), jnp.max(scores)


scores = jnp.array([0.1, 0.9, 0.4, 0.7, 0.2, 0.8])
print(top_mean(scores, 3))
print(summarize(scores, 0.5))
