"""A tuple of Python ints stays static under `eqx.filter_jit` (only arrays are traced):
each factor reaches the static argument as an int."""

import functools
import json

import equinox as eqx
import jax
import jax.numpy as jnp


def load_config():
    return json.loads('{"scales": [1, 2, 4]}')


@functools.partial(jax.jit, static_argnums=1)
def pool(x, factor):
    return x.reshape(x.shape[:-1] + (x.shape[-1] // factor, factor)).mean(-1)


@eqx.filter_jit
def energies(x, factors):
    return jnp.stack([pool(x, factors[i]).sum() for i in range(len(factors))])


cfg = load_config()
energies(jnp.ones((2, 8)), tuple(cfg["scales"]))
