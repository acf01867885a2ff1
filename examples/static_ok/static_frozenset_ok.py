"""A `frozenset` is hashable: as a static argument it drives Python branches under jit."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("features",))
def featurize(x, features):
    columns = [x]
    if "square" in features:
        columns.append(x**2)
    if "sin" in features:
        columns.append(jnp.sin(x))
    return jnp.stack(columns, axis=-1)


featurize(jnp.arange(4.0), features=frozenset({"square"}))
featurize(jnp.arange(4.0), features=frozenset({"square", "sin"}))
