"""Under `eqx.filter_jit`, an array field of an `equinox.Module` is traced."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Dropout(eqx.Module):
    rate: jax.Array
    inference: bool = eqx.field(static=True)


@eqx.filter_jit
def apply_dropout(layer, x, key):
    if layer.inference:
        return x
    if layer.rate == 0:  # E: jax-traced-bool
        return x
    keep = jax.random.bernoulli(key, 1.0 - layer.rate, x.shape)
    return jnp.where(keep, x / (1.0 - layer.rate), 0.0)


apply_dropout(Dropout(jnp.asarray(0.1), inference=False), jnp.ones(4), jax.random.key(0))
