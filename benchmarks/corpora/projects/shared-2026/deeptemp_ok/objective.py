import functools

import jax
import jax.numpy as jnp

from . import model


@functools.partial(jax.jit, static_argnames=("bounds",))
def total(params, temp, x, y, bounds):
    logits = model.forward(params, x, temp, dict(bounds))
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1))
