"""`set([...])` of traced values hashes each element."""

import jax
import jax.numpy as jnp


def num_distinct(values):
    return len(set([values[0], values[1], values[2]]))  # E: jax-traced-hash


@jax.jit
def diversity_bonus(actions):
    return 0.1 * num_distinct(actions)


diversity_bonus(jnp.array([1, 1, 2]))
