"""Gradient accumulation over micro-batches in a jitted step: `accum` is traced, so
`range(accum)` fails there. The slice sizes below it depend on `accum` too, and would fail
next; JAX never gets there, so they are not reported."""

import jax
import jax.numpy as jnp


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def step(w, x, y, accum):
    micro = x.shape[0] // accum
    grad = jnp.zeros_like(w)
    for i in range(accum):  # E: jax-traced-index
        xb = jax.lax.dynamic_slice_in_dim(x, i * micro, micro)
        yb = jax.lax.dynamic_slice_in_dim(y, i * micro, micro)
        grad = grad + jax.grad(loss)(w, xb, yb)
    return w - 0.1 * grad / accum


w = step(jnp.zeros(3), jnp.ones((8, 3)), jnp.ones(8), 4)
