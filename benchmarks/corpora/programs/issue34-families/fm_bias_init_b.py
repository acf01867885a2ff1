import functools

import jax
import jax.numpy as jnp

LAYER_SIZES = [4, 16, 16, 2]


def init_layer(key, n_in, n_out, bias_value):
    w = jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in)
    bias_fill = jax.jit(functools.partial(jnp.full, (n_out,)))
    b = bias_fill(bias_value)
    return {"w": w, "b": b}


def init_mlp(key, sizes, bias_value=0.1):
    keys = jax.random.split(key, len(sizes) - 1)
    return [init_layer(k, a, b, bias_value) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    last = params[-1]
    return x @ last["w"] + last["b"]


params = init_mlp(jax.random.key(1), LAYER_SIZES)
out = forward(params, jnp.ones((5, 4)))
print("output shape:", out.shape)
