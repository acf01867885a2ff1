import jax
import jax.numpy as jnp


def init_linear(key, fan_in, fan_out):
    wkey, _ = jax.random.split(key)
    scale = jnp.sqrt(2.0 / fan_in)
    return {"w": jax.random.normal(wkey, (fan_in, fan_out)) * scale, "b": jnp.zeros((fan_out,))}


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [init_linear(k, a, b) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


def linear(layer, x):
    return x @ layer["w"] + layer["b"]


def mlp_forward(params, x):
    *hidden, last = params
    for layer in hidden:
        x = jax.nn.silu(linear(layer, x))
    return linear(last, x)
