"""Equinox sequence pooler with a learned projection."""

import equinox as eqx
import jax
import jax.numpy as jnp


class WindowPooler(eqx.Module):
    proj: eqx.nn.Linear
    window: jax.Array

    def __init__(self, dim, window, *, key):
        self.proj = eqx.nn.Linear(dim, dim, key=key)
        self.window = jnp.asarray(window, dtype=jnp.int32)

    def __call__(self, x):
        steps, dim = x.shape
        pooled = x.reshape(steps // 4, 4, dim).mean(axis=1) if steps % 4 == 0 else x
        grouped = pooled.reshape(-1, self.window, dim).mean(axis=1)
        return jax.vmap(self.proj)(grouped)


@eqx.filter_jit
def encode(model, x):
    return jnp.tanh(model(x))


key = jax.random.key(0)
model = WindowPooler(6, 2, key=key)
x = jax.random.normal(jax.random.key(1), (16, 6))
out = encode(model, x)
print(out.shape)
