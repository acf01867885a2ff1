"""A counter's `.update(x)` only counts calls: calling it with a tracer stores nothing traced."""

import jax
import jax.numpy as jnp


class CallCounter:
    def __init__(self) -> None:
        self.calls = 0

    def update(self, x: jax.Array) -> None:
        self.calls += 1


TRACES = CallCounter()


@jax.jit
def loss(w, x):
    pred = x @ w
    TRACES.update(pred)
    return jnp.mean(pred**2)


loss(jnp.ones(2), jnp.ones((3, 2)))
loss(jnp.zeros(2), jnp.ones((3, 2)))
retraces = TRACES.calls + 1
