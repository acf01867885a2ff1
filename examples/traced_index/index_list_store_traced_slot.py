"""A replay buffer's slots kept in a Python list and written at a traced position: the
list calls `__index__` on the position, which a tracer refuses."""

import jax
import jax.numpy as jnp


@jax.jit
def write_slot(step, obs):
    slots = [jnp.zeros(2)] * 4
    slots[step % 4] = obs  # E: jax-traced-index
    return jnp.stack(slots)


write_slot(5, jnp.ones(2))
