"""The cache keyed outside the trace, by the concrete array's bytes; the jitted function
only computes."""

import jax
import jax.numpy as jnp

_results: dict[bytes, jax.Array] = {}


@jax.jit
def square(x):
    return x * x


def cached_square(x):
    key = jax.device_get(x).tobytes()
    if key not in _results:
        _results[key] = square(x)
    return _results[key]


print(cached_square(jnp.arange(3.0)))
