"""A jitted training step takes `value_and_grad` of a loss whose helper loops `n_iters`
times: `n_iters` is traced by the jit, so the loop is a while_loop under reverse mode."""

import jax
import jax.numpy as jnp
from jax import lax


def relax(w, x, n_iters):
    def body(_, h):
        return jnp.tanh(w @ h + x)

    return lax.fori_loop(0, n_iters, body, jnp.zeros_like(x))


def loss(w, x, y, n_iters):
    return jnp.mean((relax(w, x, n_iters) - y) ** 2)


@jax.jit
def train_step(w, x, y, n_iters):
    value, grads = jax.value_and_grad(loss)(w, x, y, n_iters)  # E: jax-traced-shape
    return w - 0.1 * grads, value


train_step(0.1 * jnp.eye(3), jnp.ones(3), jnp.zeros(3), 5)
