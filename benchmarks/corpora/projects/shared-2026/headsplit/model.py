import jax
import jax.numpy as jnp

from . import attention


def init(key, dim):
    keys = jax.random.split(key, 5)
    names = ["wq", "wk", "wv", "wo"]
    params = {n: jax.random.normal(k, (dim, dim)) / jnp.sqrt(dim) for n, k in zip(names, keys)}
    params["out"] = jax.random.normal(keys[4], (dim,)) / jnp.sqrt(dim)
    return params


def encode(params, x, n_heads):
    h, probs = attention.self_attend(params, x, n_heads)
    return x + h, probs


def predict(params, x, n_heads):
    h, _ = encode(params, x, n_heads)
    return jnp.mean(h, axis=1) @ params["out"]
