import jax
import jax.numpy as jnp

from . import loops


def init(key, n_in, n_h):
    k1, k2 = jax.random.split(key)
    return {"wx": jax.random.normal(k1, (n_in, n_h)) * 0.3, "wh": jax.random.normal(k2, (n_h, n_h)) * 0.3, "b": jnp.zeros(n_h)}


def update(params, h, x, inner):
    drive = x @ params["wx"] + params["b"]
    return loops.repeat(lambda v: jnp.tanh(drive + v @ params["wh"]), h, inner)


def settle(params, h, n):
    return loops.repeat_traced(lambda v: jnp.tanh(v @ params["wh"]), h, n)
