"""`.at[i].set` returns the updated buffer."""

import functools

import jax
import jax.numpy as jnp


class History:
    def __init__(self, length, width):
        self.length = length
        self.width = width

    def empty(self):
        return jnp.zeros((self.length, self.width))

    @functools.partial(jax.jit, static_argnums=0)
    def record(self, buffer, step, row):
        return buffer.at[step % self.length].set(row)


history = History(4, 2)
history.record(history.empty(), 0, jnp.ones(2))
