"""`base + noise` is a jax array whatever the loaded config held, so `eqx.filter_jit`
traces it like any array argument, and a crop at a random start needs static bounds."""

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
    return x[:, start : start + size]  # E: jax-traced-slice


cfg = load_config()
x = dataset(jax.random.PRNGKey(0), cfg)
random_crop(x, jax.random.PRNGKey(1), 8)
