import jax
import jax.numpy as jnp


class MetricTracker:
    def __init__(self, names):
        self.names = tuple(names)
        self.history = []

    def record(self, values):
        self.history.append({name: values[name] for name in self.names})

    def record_stacked(self, stacked):
        host = jax.device_get(stacked)
        n = len(host[self.names[0]])
        for i in range(n):
            self.history.append({name: host[name][i] for name in self.names})

    def summary(self, last=None):
        window = self.history if last is None else self.history[-last:]
        return {name: jnp.mean(jnp.stack([row[name] for row in window])) for name in self.names}
