"""A running mean over a sliding buffer: the window is bound with functools.partial and
the body handed to a scan helper.

Fixed: the window is a static argument, so the slice bound is a Python int.
"""

import functools

import jax
import jax.numpy as jnp
from jax import lax


def scan_over(body, init, xs):
    return lax.scan(body, init, xs)


def push(buf, x, width):
    buf = jnp.concatenate([buf[1:], x[None]])
    return buf, jnp.mean(buf[-width:])


@functools.partial(jax.jit, static_argnames="width")
def running_mean(xs, width):
    body = functools.partial(push, width=width)
    _, means = scan_over(body, jnp.zeros(8), xs)
    return means


print(running_mean(jnp.linspace(0.0, 1.0, 20), 4))
