"""A decoding loop keeps one key/value cache per layer in its scan carry (a list of
dicts); writing the current token at the traced position with a slice fails."""

import jax
import jax.numpy as jnp


def write(layer_cache, k, pos):
    return {"k": layer_cache["k"].at[:, pos : pos + 1].set(k)}  # E: jax-traced-slice


@jax.jit
def decode(tokens):
    caches = [{"k": jnp.zeros((2, 8))} for _ in range(2)]

    def step(caches, pos):
        new = [write(c, tokens[:, pos][:, None], pos) for c in caches]
        return new, None

    return jax.lax.scan(step, caches, jnp.arange(4))[0]


decode(jnp.ones((2, 8)))
