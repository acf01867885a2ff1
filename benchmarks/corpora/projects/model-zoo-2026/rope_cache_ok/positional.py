import jax
import jax.numpy as jnp

_ROPE_CACHE = {}


def rope_tables(length, dim, base=10000.0):
    key = (length, dim)
    if key not in _ROPE_CACHE:
        with jax.ensure_compile_time_eval():
            inv_freq = 1.0 / base ** (jnp.arange(0, dim, 2) / dim)
            angles = jnp.outer(jnp.arange(length), inv_freq)
            _ROPE_CACHE[key] = (jnp.sin(angles), jnp.cos(angles))
    return _ROPE_CACHE[key]
