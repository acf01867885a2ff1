import functools

import jax
import jax.numpy as jnp

from . import cells


def init(key, d_in, d_h, d_out):
    k1, k2 = jax.random.split(key)
    return {
        "cell": cells.init_cell(k1, d_in, d_h),
        "readout": jax.random.normal(k2, (d_h, d_out)) * 0.1,
    }


def forward(params, xs):
    batch = xs.shape[1]
    d_h = params["readout"].shape[0]
    h0 = jnp.zeros((batch, d_h))
    body = functools.partial(cells.gru_cell, params["cell"])
    _, hs = jax.lax.scan(body, h0, xs)
    return hs @ params["readout"]
