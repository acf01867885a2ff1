import jax.numpy as jnp

_history = []


def record(value):
    _history.append(value)


def summary():
    return jnp.mean(jnp.stack(_history))
