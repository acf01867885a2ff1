"""Named scalar series collected during training."""

import jax.numpy as jnp

_SERIES: dict = {}


def record(name, value):
    _SERIES.setdefault(name, []).append(value)


def names():
    return sorted(_SERIES)


def mean_of(name):
    values = _SERIES.get(name, [])
    return jnp.mean(jnp.stack(values))


def reset():
    _SERIES.clear()
