"""`nnx.scan` traces the carry: a Python `if` on the hidden state fails."""

import jax.numpy as jnp
from flax import nnx


@nnx.scan(in_axes=(None, nnx.Carry, 0), out_axes=(nnx.Carry, 0))
def rnn(cell, h, x):
    h = jnp.tanh(cell(h) + x)
    if jnp.linalg.norm(h) > 10.0:  # E: jax-traced-bool
        h = h / jnp.linalg.norm(h)
    return h, h


cell = nnx.Linear(3, 3, rngs=nnx.Rngs(0))
h, hs = rnn(cell, jnp.zeros(3), jnp.ones((5, 3)))
