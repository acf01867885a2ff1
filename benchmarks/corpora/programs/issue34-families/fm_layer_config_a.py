import functools

import jax
import jax.numpy as jnp


def dense(params, x, activation):
    return activation(x @ params["w"] + params["b"])


def forward(model, x):
    for layer in model["layers"]:
        x = dense(layer, x, model["activation"])
    return x


def make_model(key, sizes, activation):
    keys = jax.random.split(key, len(sizes) - 1)
    layers = [{"w": jax.random.normal(k, (a, b)) * 0.3, "b": jnp.zeros(b)}
              for k, a, b in zip(keys, sizes[:-1], sizes[1:])]
    return {"layers": layers, "activation": activation}


model = make_model(jax.random.key(0), [3, 8, 2], jax.nn.gelu)
out = jax.jit(forward)(model, jnp.ones((4, 3)))
print("output:", out.shape, float(out.sum()))
