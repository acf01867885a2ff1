"""The jitted initialiser returns the parameters only; the function that applies them is
defined apart (and jitted on its own)."""

import functools

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        (jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n))
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]


@jax.jit
def apply(params, x):
    for w, b in params:
        x = jnp.tanh(x @ w + b)
    return x


init = jax.jit(init_mlp, static_argnums=1)
params = init(jax.random.key(0), (3, 8, 1))
print(apply(params, jnp.ones((2, 3))).shape)
shapes = jax.eval_shape(functools.partial(init_mlp, sizes=(3, 8, 1)), jax.random.key(0))
print(shapes[0][0].shape)
