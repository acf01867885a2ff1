import functools

import jax
import jax.numpy as jnp

from . import blocks, model, ops, train, util


@functools.partial(jax.jit, static_argnames=("fan_in",))
def activation_scale(params, x, fan_in):
    h = blocks.linear(params["inp"], x)
    normed = ops.rms_norm(h, params["blocks"][0]["scale"])
    return util.safe_div(jnp.abs(ops.scaled_sum(normed, fan_in)).mean(), fan_in)


@jax.jit
def sensitivity(params, x, y):
    _, base = train.step(params, x, y, lr=0.0)
    shifted = model.apply(params, x + 0.01)
    return base, jnp.mean(jnp.abs(shifted - model.apply(params, x)))


def width_table(cfg, multipliers=(0.5, 1.0, 2.0)):
    rows = []
    for m in multipliers:
        width = int(cfg.width * m)
        rows.append((width, util.fan_scale(width), util.safe_div(width, cfg.depth)))
    return rows
