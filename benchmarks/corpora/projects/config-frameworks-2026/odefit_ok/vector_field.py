import math

import jax
import jax.numpy as jnp

ACTIVATIONS = {"tanh": jnp.tanh, "softplus": jax.nn.softplus, "gelu": jax.nn.gelu}


def init(key, dim, cfg):
    sizes = [dim + 1] + [cfg.hidden] * cfg.depth + [dim]
    params = []
    for k, a, b in zip(jax.random.split(key, len(sizes) - 1), sizes[:-1], sizes[1:]):
        params.append((jax.random.normal(k, (a, b)) / math.sqrt(a), jnp.zeros((b,))))
    return params


def make_field(params, cfg):
    act = ACTIVATIONS[cfg.activation]

    def f(t, y):
        h = jnp.concatenate([y, jnp.broadcast_to(t, y.shape[:-1] + (1,))], axis=-1)
        for w, b in params[:-1]:
            h = act(h @ w + b)
        w, b = params[-1]
        return h @ w + b

    return f
