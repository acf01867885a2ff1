"""`np.asarray(cfg["scales"])` is a NumPy array whatever the config holds, and
`eqx.filter_jit` traces NumPy arrays like jax arrays: an entry of it given to a static
argument is a tracer."""

import functools
import json

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


def load_config():
    return json.loads('{"scales": [1, 2, 4]}')


@functools.partial(jax.jit, static_argnums=1)
def pool(x, factor):
    return x.reshape(x.shape[:-1] + (x.shape[-1] // factor, factor)).mean(-1)


@eqx.filter_jit
def energies(x, factors):
    n = factors.shape[0]
    return jnp.stack([pool(x, factors[i]).sum() for i in range(n)])  # E: jax-static-arg


cfg = load_config()
energies(jnp.ones((2, 8)), np.asarray(cfg["scales"]))
