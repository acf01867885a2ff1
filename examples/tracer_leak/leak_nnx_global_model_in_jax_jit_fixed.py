"""The module is an argument of `nnx.jit`, which traces it and writes its changes back;
a module-level module read (not changed) under `jax.jit` is fine too."""

import jax
import jax.numpy as jnp
from flax import nnx


class RunningMean(nnx.Module):
    def __init__(self, features):
        self.mean = nnx.BatchStat(jnp.zeros(features))


stats = RunningMean(3)


@nnx.jit
def normalize(running, x):
    running.mean.value = 0.9 * running.mean.value + 0.1 * x.mean(axis=0)
    return x - running.mean.value


@jax.jit
def center(x):
    return x - stats.mean.value


print(normalize(stats, jnp.ones((4, 3))))
print(center(jnp.ones((4, 3))))
