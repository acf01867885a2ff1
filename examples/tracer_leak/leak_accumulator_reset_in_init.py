"""A running-average accumulator whose `__init__` calls `reset()`, which makes the totals
dict: the jitted step adds its loss to the module-level accumulator, so the tracer stays
in the dict after the trace, and the summary uses it."""

import jax
import jax.numpy as jnp


class Accumulator:
    def __init__(self):
        self.reset()

    def reset(self):
        self.totals = {}
        self.count = 0

    def update(self, **values):
        for name, value in values.items():
            self.totals[name] = self.totals.get(name, 0.0) + value  # E: jax-tracer-leak
        self.count += 1

    def summary(self):
        return {name: total / max(self.count, 1) for name, total in self.totals.items()}


METRICS = Accumulator()


@jax.jit
def train_step(w, x):
    loss = jnp.mean((x @ w) ** 2)
    METRICS.update(loss=loss)
    return w - 0.1 * w


train_step(jnp.ones(3), jnp.ones((4, 3)))
print(METRICS.summary())
