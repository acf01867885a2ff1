import jax
import jax.numpy as jnp

from . import cell, resets


def unroll(params, xs, inner, reset_every):
    h0 = jnp.zeros(params["wh"].shape[0])

    def body(h, inp):
        t, x = inp
        h = resets.reset_if(t, reset_every, h)
        h = cell.update(params, h, x, inner)
        return h, h

    ts = jnp.arange(xs.shape[0])
    _, hs = jax.lax.scan(body, h0, (ts, xs))
    return hs
