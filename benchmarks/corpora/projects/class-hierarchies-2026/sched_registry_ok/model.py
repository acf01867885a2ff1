import jax
import jax.numpy as jnp

ACTIVATIONS = {"relu": jax.nn.relu, "silu": jax.nn.silu, "tanh": jnp.tanh}


def init_mlp(key, sizes):
    params = []
    keys = jax.random.split(key, len(sizes) - 1)
    for k, n_in, n_out in zip(keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(k, (n_in, n_out)) * jnp.sqrt(2.0 / n_in)
        params.append({"w": w, "b": jnp.zeros(n_out)})
    return params


def apply_mlp(params, x, activation="silu"):
    act = ACTIVATIONS[activation]
    for layer in params[:-1]:
        x = act(x @ layer["w"] + layer["b"])
    last = params[-1]
    return (x @ last["w"] + last["b"]).squeeze(-1)
