import jax
import jax.numpy as jnp


def activation(name):
    if name == "relu":
        return jax.nn.relu
    if name == "gelu":
        return jax.nn.gelu
    return jnp.tanh


def layer_keys(key, n):
    return list(jax.random.split(key, int(n)))


def rescale(x, factor):
    return x * factor
