"""A training step wrapped by a summary decorator (`functools.wraps`, `*args, **kwargs`)
and jitted with `static_argnames`: jax reads the names from the wrapped function's
signature, so `num_steps` is a Python int inside."""

import functools

import jax
import jax.numpy as jnp


def with_summary(fn):
    @functools.wraps(fn)
    def wrapped(*args, **kwargs):
        return fn(*args, **kwargs), {"calls": 1}

    return wrapped


@functools.partial(jax.jit, static_argnames=("num_steps",))
@with_summary
def unroll(num_steps, key, x):
    keys = jax.random.split(key, num_steps)
    for i in range(num_steps):
        x = x + jax.random.normal(keys[i], x.shape)
    return x


print(unroll(3, jax.random.PRNGKey(0), jnp.zeros(2)))
