"""Gradient descent driver that takes its objective as a pytree-compatible callable."""

import functools

import jax
import jax.numpy as jnp
from jax.tree_util import Partial


def least_squares(a, b, l2, w):
    r = a @ w - b
    return 0.5 * jnp.dot(r, r) + l2 * jnp.dot(w, w)


def pad_to(length, x):
    return jnp.pad(x, (0, length - x.shape[0]))


@functools.partial(jax.jit, static_argnames="steps")
def minimize(objective, w0, lr, steps=20):
    def body(w, _):
        value, g = jax.value_and_grad(objective)(w)
        return w - lr * g, value

    w, history = jax.lax.scan(body, w0, None, length=steps)
    return w, history


key_a, key_b = jax.random.split(jax.random.key(0))
a = jax.random.normal(key_a, (12, 4))
b = jax.random.normal(key_b, (12,))
objective = Partial(least_squares, a, b, 0.01)
w, history = minimize(objective, jnp.zeros(4), 0.02)
pad8 = jax.jit(functools.partial(pad_to, 8))
print(float(history[0]), float(history[-1]), pad8(w).shape)
