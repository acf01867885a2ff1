"""A small GRU cell unrolled with lax.scan over a batch of sequences."""

import jax
import jax.numpy as jnp
from jax import lax


def init(key, n_in, n_h):
    keys = jax.random.split(key, 3)
    shape = (n_in + n_h, n_h)
    return {
        "z": jax.random.normal(keys[0], shape) / jnp.sqrt(shape[0]),
        "r": jax.random.normal(keys[1], shape) / jnp.sqrt(shape[0]),
        "h": jax.random.normal(keys[2], shape) / jnp.sqrt(shape[0]),
    }


def gru_cell(params, h, x):
    hx = jnp.concatenate([h, x], axis=-1)
    z = jax.nn.sigmoid(hx @ params["z"])
    r = jax.nn.sigmoid(hx @ params["r"])
    cand = jnp.tanh(jnp.concatenate([r * h, x], axis=-1) @ params["h"])
    return (1 - z) * h + z * cand


@jax.jit
def encode(params, xs):
    # xs: (time, batch, features)
    batch = xs.shape[1]
    n_h = params["z"].shape[1]
    h0 = jnp.zeros((batch, n_h))

    def step(h, x):
        h = gru_cell(params, h, x)
        return h, None

    if xs.shape[0] == 0:
        return h0
    h_final, _ = lax.scan(step, h0, xs)
    return h_final


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0), 4, 16)
    xs = jax.random.normal(jax.random.PRNGKey(1), (20, 5, 4))
    out = encode(params, xs)
    print(out.shape, out.mean())
