"""The keys are drawn outside the scan and given to it as `xs`, one per step."""

import jax
import jax.numpy as jnp
from flax import nnx


def noisy_rollout(x0, steps):
    rngs = nnx.Rngs(dropout=0)
    keys = jax.random.split(rngs.dropout(), steps)

    def step(x, key):
        x = x + 0.1 * jax.random.normal(key, x.shape)
        return x, x

    return jax.lax.scan(step, x0, keys)


print(noisy_rollout(jnp.zeros(2), 3)[0])
