"""Elman recurrent cell unrolled with a scanned method."""
import jax
import jax.numpy as jnp
from jax import lax


class Cell:
    def __init__(self, wx, wh, clip):
        self.wx = wx
        self.wh = wh
        self.clip = clip

    def body(self, h, x):
        h = jnp.tanh(self.wx @ x + self.wh @ h)
        if jnp.linalg.norm(h) > self.clip:
            h = h / jnp.linalg.norm(h)
        return h, h.sum()

    def unroll(self, xs):
        h0 = jnp.zeros(self.wh.shape[0])
        return lax.scan(self.body, h0, xs)


k1, k2 = jax.random.split(jax.random.PRNGKey(2))
cell = Cell(jax.random.normal(k1, (4, 3)), 0.1 * jax.random.normal(k2, (4, 4)), 1.5)
h, outs = cell.unroll(jnp.ones((6, 3)))
print(h, outs)
