import jax
import jax.numpy as jnp
from jax import lax

from . import cell


@jax.jit
def run(params, xs):
    hidden = params["wh"].shape[0]
    h0 = jnp.zeros((xs.shape[1], hidden))

    def body(h, x):
        h = cell.step(params, h, x)
        return h, h.mean(axis=-1)

    return lax.scan(body, h0, xs)
