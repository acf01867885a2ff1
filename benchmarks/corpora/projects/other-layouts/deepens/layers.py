"""Parameters and forward pass of a single ensemble member."""

import jax
import jax.numpy as jnp


def init_member(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    dense = [
        {"w": jax.random.normal(k, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros((n_out,))}
        for k, n_in, n_out in zip(keys, sizes[:-1], sizes[1:])
    ]
    return {"dense": dense, "temperature": jnp.ones(())}


def forward(params, x, activation=jax.nn.relu):
    h = x
    for layer in params["dense"][:-1]:
        h = activation(h @ layer["w"] + layer["b"])
    last = params["dense"][-1]
    logits = h @ last["w"] + last["b"]
    return logits / float(params["temperature"])
