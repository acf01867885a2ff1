"""MLP as a list of (W, b) pairs."""
import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    keys = jax.random.split(key, len(sizes) - 1)
    for k, din, dout in zip(keys, sizes[:-1], sizes[1:]):
        params.append((jax.random.normal(k, (din, dout)) / jnp.sqrt(din), jnp.zeros(dout)))
    return params


def apply_mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.gelu(x @ w + b)
    w, b = params[-1]
    return x @ w + b
