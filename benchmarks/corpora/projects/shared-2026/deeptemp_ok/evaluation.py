import functools

import jax
import jax.numpy as jnp

from . import model, scaling


@functools.partial(jax.jit, static_argnames=("temp",))
def accuracy(params, x, y, temp=1.0):
    logits = model.forward(params, x, temp, {})
    return jnp.mean(jnp.argmax(logits, -1) == y)


def calibration(params, x, temps=(0.5, 1.0, 2.0)):
    out = {}
    for t in temps:
        p = jax.nn.softmax(model.forward(params, x, t, {"lo": 0.2}))
        out[t] = float(jnp.max(scaling.sharpen(p), -1).mean())
    return out
