"""`jax.eval_shape` traces with abstract values: data-dependent `if` fails."""

import jax
import jax.numpy as jnp


def init_cache(tokens):
    if tokens.max() > 100:  # E: jax-traced-bool
        return jnp.zeros((tokens.shape[0], 256))
    return jnp.zeros((tokens.shape[0], 128))


jax.eval_shape(init_cache, jnp.arange(8))
