"""The jitted step returns its loss, and the accumulator is updated with the concrete
value outside the trace."""

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
            self.totals[name] = self.totals.get(name, 0.0) + value
        self.count += 1

    def summary(self):
        return {name: total / max(self.count, 1) for name, total in self.totals.items()}


METRICS = Accumulator()


@jax.jit
def train_step(w, x):
    loss = jnp.mean((x @ w) ** 2)
    return w - 0.1 * w, loss


w, loss = train_step(jnp.ones(3), jnp.ones((4, 3)))
METRICS.update(loss=loss)
print(METRICS.summary())
