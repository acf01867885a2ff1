"""A tiny MLP whose parameters are flattened into one vector for ES."""
import jax
import jax.numpy as jnp
from jax.flatten_util import ravel_pytree


def init_mlp(key, sizes):
    params = []
    for k, (n_in, n_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (n_in, n_out)) / jnp.sqrt(n_in),
                       "b": jnp.zeros(n_out)})
    return params


def apply_mlp(params, x):
    for layer in params[:-1]:
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


def flat_policy(key, sizes):
    """Return the flat parameter vector and a function rebuilding the pytree."""
    flat, unravel = ravel_pytree(init_mlp(key, sizes))
    return flat, unravel
