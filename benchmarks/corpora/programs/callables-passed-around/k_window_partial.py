"""Running means over a sliding buffer."""
import functools

import jax
import jax.numpy as jnp
from jax import lax


def scan_over(body, init, xs):
    carry, ys = lax.scan(body, init, xs)
    return carry, ys


def push(buf, x, width):
    buf = jnp.concatenate([buf[1:], x[None]])
    return buf, jnp.mean(buf[-width:])


@jax.jit
def running_mean(xs, width):
    buf = jnp.zeros(8)
    body = functools.partial(push, width=width)
    _, ys = scan_over(body, buf, xs)
    return ys


xs = jnp.linspace(0.0, 1.0, 20)
print(running_mean(xs, 4))
