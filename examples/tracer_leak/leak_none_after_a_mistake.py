"""A cache keyed by bytes of a traced array: `tobytes()` raises under jit. The store below
would leak a tracer into the module-level dict, but what a fix of the key would store is
not known: only the first mistake is reported."""

import jax
import jax.numpy as jnp

_results: dict[bytes, jax.Array] = {}


@jax.jit
def cached_square(x):
    key = x.tobytes()  # E: jax-traced-conversion
    if key not in _results:
        _results[key] = x * x
    return _results[key]


print(cached_square(jnp.arange(3.0)))
