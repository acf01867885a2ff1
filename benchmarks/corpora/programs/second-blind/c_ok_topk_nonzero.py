"""Selecting active particles with a fixed-size nonzero."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("max_active",))
def active_positions(pos, energy, threshold, max_active):
    (idx,) = jnp.nonzero(energy > threshold, size=max_active, fill_value=-1)
    valid = idx >= 0
    picked = pos[jnp.where(valid, idx, 0)]
    return jnp.where(valid[:, None], picked, jnp.nan), valid.sum()


def energies(vel):
    return 0.5 * jnp.sum(vel ** 2, axis=-1)


if __name__ == "__main__":
    key = jax.random.PRNGKey(3)
    pos = jax.random.uniform(key, (50, 3))
    vel = jax.random.normal(jax.random.PRNGKey(4), (50, 3))
    sel, count = active_positions(pos, energies(vel), 2.0, max_active=16)
    print(sel.shape, int(count))
