import jax
import jax.numpy as jnp

from . import util


def init(key, features, hidden):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (features, hidden)) / jnp.sqrt(features), "w2": jax.random.normal(k2, (hidden,)) * 0.1}


def apply(params, x, temperature):
    h = jnp.tanh(x @ params["w1"] / util.as_temperature(temperature))
    return h @ params["w2"] / util.numel(params["w2"]) ** 0.5
