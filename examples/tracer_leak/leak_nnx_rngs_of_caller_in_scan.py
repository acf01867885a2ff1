"""A `lax.scan` body draws dropout keys from an `nnx.Rngs` made by the eager function
around it: asking an Rngs stream for a key changes its counter, and an nnx object made
outside the trace cannot change inside it (TraceContextError)."""

import jax
import jax.numpy as jnp
from flax import nnx


def noisy_rollout(x0, steps):
    rngs = nnx.Rngs(dropout=0)

    def step(x, _):
        key = rngs.dropout()  # E: jax-tracer-leak
        x = x + 0.1 * jax.random.normal(key, x.shape)
        return x, x

    return jax.lax.scan(step, x0, None, length=steps)


print(noisy_rollout(jnp.zeros(2), 3)[0])
