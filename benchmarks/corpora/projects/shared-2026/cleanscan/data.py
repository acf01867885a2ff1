import jax
import jax.numpy as jnp

from . import loops


def make(key, batch, seq, n_in):
    xs = jax.random.normal(key, (batch, seq, n_in))
    smooth = loops.repeat(lambda v: 0.5 * (v + jnp.roll(v, 1, axis=1)), xs, 2)
    return xs, smooth.sum(-1, keepdims=True)
