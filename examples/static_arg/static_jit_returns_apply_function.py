"""A jitted initialiser that returns its parameters together with the function that
applies them: jax.jit returns only arrays (and pytrees of them), so the call raises
TypeError ("not a valid JAX type")."""

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    params = [
        (jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n))
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]

    def apply(params, x):
        for w, b in params:
            x = jnp.tanh(x @ w + b)
        return x

    return params, apply


init = jax.jit(init_mlp, static_argnums=1)
params, apply = init(jax.random.key(0), (3, 8, 1))  # E: jax-static-arg
print(apply(params, jnp.ones((2, 3))).shape)
