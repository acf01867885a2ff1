"""A decoding loop keeps one key/value cache per layer in its scan carry (a list of
dicts); `lax.dynamic_update_slice_in_dim` writes the current token at the traced
position."""

import jax
import jax.numpy as jnp


def write(layer_cache, k, pos):
    return {"k": jax.lax.dynamic_update_slice_in_dim(layer_cache["k"], k, pos, axis=1)}


@jax.jit
def decode(tokens):
    caches = [{"k": jnp.zeros((2, 8))} for _ in range(2)]

    def step(caches, pos):
        new = [write(c, tokens[:, pos][:, None], pos) for c in caches]
        return new, None

    return jax.lax.scan(step, caches, jnp.arange(4))[0]


decode(jnp.ones((2, 8)))
