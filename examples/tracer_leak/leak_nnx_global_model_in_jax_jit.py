"""A normaliser under `jax.jit` that closes over a module-level nnx module: reading its
statistics is fine, but updating them changes an object made outside the trace, and Flax
raises TraceContextError there."""

import jax
import jax.numpy as jnp
from flax import nnx


class RunningMean(nnx.Module):
    def __init__(self, features):
        self.mean = nnx.BatchStat(jnp.zeros(features))


stats = RunningMean(3)


@jax.jit
def normalize(x):
    stats.mean.value = 0.9 * stats.mean.value + 0.1 * x.mean(axis=0)  # E: jax-tracer-leak
    return x - stats.mean.value


print(normalize(jnp.ones((4, 3))))
