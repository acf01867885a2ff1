import jax
import jax.numpy as jnp

from . import ops, util


def dense_init(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) * util.fan_in_scale(n_in), "b": jnp.zeros(n_out)}


def dense(p, x):
    return x @ p["w"] + p["b"]


def residual(p, x):
    return x + jax.nn.gelu(dense(p, ops.normalize(x)))
