"""MLP whose hidden sizes are passed as a static argument."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("hidden",))
def mlp(x, key, hidden):
    for width in hidden:
        key, sub = jax.random.split(key)
        w = jax.random.normal(sub, (x.shape[-1], width)) / jnp.sqrt(x.shape[-1])
        x = jnp.tanh(x @ w)
    return x


def run(batch):
    key = jax.random.PRNGKey(0)
    hidden = [32, 16, 4]
    return mlp(batch, key, hidden=hidden)


if __name__ == "__main__":
    out = run(jnp.ones((5, 10)))
    print(out.shape)
