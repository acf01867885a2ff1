"""A traced trip count is fine forward, under `jacfwd` and `jvp`, and under `grad` when
no differentiated value enters the loop (it counts over data alone)."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def recur(x, n):
    return lax.fori_loop(0, n, lambda i, v: jnp.cos(v) + 0.1 * v, x)


def weighted(scale, data, n):
    base = lax.fori_loop(0, n, lambda i, acc: acc + data, jnp.zeros_like(data))
    return jnp.sum(scale * base)


@jax.jit
def step(scale, data, n):
    return jax.grad(weighted)(scale, data, n)


x = jnp.array([0.3, 0.6])
recur(x, 7)
jax.jacfwd(recur)(x, 7)
jax.jvp(lambda v: recur(v, 7), (x,), (jnp.ones(2),))
step(1.0, jnp.ones(3), 3)
jax.grad(lambda t: lax.fori_loop(0, 3, lambda i, v: v * t, 1.0))(2.0)
