"""`n_iters` is static in the jitted step, so the loss's loop has a Python trip count."""

import functools

import jax
import jax.numpy as jnp
from jax import lax


def relax(w, x, n_iters):
    def body(_, h):
        return jnp.tanh(w @ h + x)

    return lax.fori_loop(0, n_iters, body, jnp.zeros_like(x))


def loss(w, x, y, n_iters):
    return jnp.mean((relax(w, x, n_iters) - y) ** 2)


@functools.partial(jax.jit, static_argnames=("n_iters",))
def train_step(w, x, y, n_iters):
    value, grads = jax.value_and_grad(loss)(w, x, y, n_iters)
    return w - 0.1 * grads, value


train_step(0.1 * jnp.eye(3), jnp.ones(3), jnp.zeros(3), 5)
