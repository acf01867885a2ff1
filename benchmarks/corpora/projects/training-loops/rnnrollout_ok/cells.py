"""The recurrent cell."""

import jax
import jax.numpy as jnp
from jax import lax


def init_cell(key, dim, hidden):
    k_x, k_h, k_o = jax.random.split(key, 3)
    return {
        "wx": jax.random.normal(k_x, (dim, hidden)) / jnp.sqrt(dim),
        "wh": 0.5 * jax.random.normal(k_h, (hidden, hidden)) / jnp.sqrt(hidden),
        "wo": jax.random.normal(k_o, (hidden, dim)) / jnp.sqrt(hidden),
        "b": jnp.zeros((hidden,)),
    }


def cell_step(params, warmup, carry, x_t):
    h, y_prev, t = carry
    inp = lax.cond(t < warmup, lambda: x_t, lambda: y_prev)
    h = jnp.tanh(inp @ params["wx"] + h @ params["wh"] + params["b"])
    y = h @ params["wo"]
    return (h, y, t + 1), y
