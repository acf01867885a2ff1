import jax

from .buffer import Ring


@jax.jit
def push(ring: Ring, value):
    slot = ring.head % ring.capacity
    data = ring.data.at[slot].set(value)
    return Ring(data, ring.head + 1, ring.capacity)


@jax.jit
def latest(ring: Ring):
    window = [ring.data[(ring.head - 1 - k) % ring.capacity] for k in range(ring.capacity)]
    return window[0]
