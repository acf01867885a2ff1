"""`lax.dynamic_slice_in_dim` takes a traced start and a static size."""

import json

import equinox as eqx
import jax
import jax.numpy as jnp


def load_config():
    return json.loads('{"batch": 4, "length": 24}')


def dataset(key, cfg):
    base = jnp.sin(jnp.arange(cfg["length"]) / cfg["length"])
    return base + 0.1 * jax.random.normal(key, (cfg["batch"], cfg["length"]))


@eqx.filter_jit
def random_crop(x, key, size):
    start = jax.random.randint(key, (), 0, x.shape[-1] - size + 1)
    return jax.lax.dynamic_slice_in_dim(x, start, size, axis=1)


cfg = load_config()
x = dataset(jax.random.PRNGKey(0), cfg)
random_crop(x, jax.random.PRNGKey(1), 8)
