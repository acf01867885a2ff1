"""`lax.scan(..., length=n)` with a traced `n`: the number of steps must be static."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def rollout(state, velocity, num_steps):
    def step(pos, _):
        pos = pos + 0.1 * velocity
        return pos, pos

    _, path = lax.scan(step, state, None, length=num_steps)  # E: jax-traced-shape
    return path


rollout(jnp.zeros(2), jnp.ones(2), 5)
