"""Running statistics of training quantities."""

from typing import NamedTuple

import jax.numpy as jnp


class Stats(NamedTuple):
    total: jnp.ndarray
    count: jnp.ndarray
    peak: jnp.ndarray


class Tracker:
    def __init__(self, name):
        self.name = name
        self.traces = 0
        self.history = []

    def init(self):
        return Stats(jnp.zeros(()), jnp.zeros((), jnp.int32), jnp.full((), -jnp.inf))

    def update(self, stats, value):
        self.traces += 1
        return Stats(stats.total + value, stats.count + 1, jnp.maximum(stats.peak, value))

    def mean(self, stats):
        return stats.total / jnp.maximum(stats.count, 1)

    def record(self, stats):
        self.history.append(float(self.mean(stats)))
        return self.history[-1]
