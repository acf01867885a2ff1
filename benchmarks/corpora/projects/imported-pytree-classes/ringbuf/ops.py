import jax
import jax.numpy as jnp

from .buffer import Ring


@jax.jit
def push(ring: Ring, value):
    slot = ring.head % ring.capacity
    data = ring.data.at[slot].set(value)
    return Ring(data, ring.head + 1, ring.capacity)


@jax.jit
def latest(ring: Ring):
    start = int(ring.head) - 1
    return ring.data[start % ring.capacity]
