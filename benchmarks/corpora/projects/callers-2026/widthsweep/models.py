import jax
import jax.numpy as jnp

from .jitutil import jit_with

ACTS = {"relu": jax.nn.relu, "tanh": jnp.tanh, "gelu": jax.nn.gelu}


def init(key, dims):
    params = []
    for a, b in zip(dims[:-1], dims[1:]):
        key, sub = jax.random.split(key)
        params.append({"w": jax.random.normal(sub, (a, b)) / jnp.sqrt(a), "b": jnp.zeros((b,))})
    return params


@jit_with("dims", "act")
def apply(params, x, dims, act):
    f = ACTS[act]
    for i in range(len(dims) - 1):
        x = x @ params[i]["w"] + params[i]["b"]
        if i < len(dims) - 2:
            x = f(x)
    return x[..., 0]
