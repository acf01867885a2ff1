import functools

import jax
import jax.numpy as jnp

LAYER_SIZES = [4, 16, 16, 2]


def init_layer(key, n_in, n_out, bias_fill):
    w = jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in)
    b = bias_fill((n_out,))
    return {"w": w, "b": b}


def init_mlp(key, sizes, bias_value=0.1):
    bias_fill = jax.jit(functools.partial(jnp.full, fill_value=bias_value))
    keys = jax.random.split(key, len(sizes) - 1)
    return [init_layer(k, a, b, bias_fill) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    last = params[-1]
    return x @ last["w"] + last["b"]


params = init_mlp(jax.random.key(1), LAYER_SIZES)
out = forward(params, jnp.ones((5, 4)))
print("output shape:", out.shape)
