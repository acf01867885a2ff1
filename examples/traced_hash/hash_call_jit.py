"""A memo key made with `hash(x)` inside a jitted function: tracers are unhashable."""

import jax
import jax.numpy as jnp

_norm_log: dict[object, tuple[int, ...]] = {}


@jax.jit
def normalized(x):
    key = hash(x)  # E: jax-traced-hash
    norm = jnp.linalg.norm(x)
    _norm_log[key] = x.shape
    return x / norm


normalized(jnp.arange(1.0, 4.0))
