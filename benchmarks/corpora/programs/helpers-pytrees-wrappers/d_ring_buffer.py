"""A fixed-size ring buffer of observations with jitted methods."""
import functools

import jax
import jax.numpy as jnp


class RingBuffer:
    def __init__(self, capacity, width):
        self.capacity = capacity
        self.width = width

    def init(self):
        return jnp.zeros((self.capacity, self.width)), jnp.array(0)

    @functools.partial(jax.jit, static_argnums=0)
    def push(self, data, head, row):
        slot = head % self.capacity
        data[slot] = row
        return data, head + 1

    @functools.partial(jax.jit, static_argnums=0)
    def mean(self, data, head):
        count = jnp.minimum(head, self.capacity)
        return data.sum(axis=0) / jnp.maximum(count, 1)


if __name__ == "__main__":
    buf = RingBuffer(3, 2)
    data, head = buf.init()
    for i in range(5):
        data, head = buf.push(data, head, jnp.array([i, 2.0 * i]))
    print(buf.mean(data, head))
