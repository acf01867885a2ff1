from collections import defaultdict

import jax.numpy as jnp


class MetricLogger:
    def __init__(self):
        self.history = defaultdict(list)

    def log(self, metrics):
        for name, value in metrics.items():
            self.history[name].append(value)

    def count(self, name):
        return len(self.history[name])

    def summary(self, last=10):
        return {name: float(jnp.mean(jnp.stack(vals[-last:]))) for name, vals in self.history.items()}


LOGGER = MetricLogger()
