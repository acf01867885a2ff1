"""A scaler that fits itself on first use (`if self.mean is None: self.fit(x)`), fitted
eagerly before any trace: the jitted step never runs the fit, so no tracer is stored on
the scaler. Whether the first use is inside a trace depends on the program's history;
a lazy initialisation is taken as done before the trace."""

import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self):
        self.mean = None

    def fit(self, x):
        self.mean = x.mean()
        return self

    def transform(self, x):
        if self.mean is None:
            self.fit(x)
        return x - self.mean


scaler = Scaler()
scaler.fit(jnp.arange(4.0))


@jax.jit
def step(x):
    return scaler.transform(x) * 2


step(jnp.ones(3))
jax.vmap(scaler.transform)(jnp.ones((2, 3)))
