import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    keys = jax.random.split(key, len(sizes) - 1)
    for k, fan_in, fan_out in zip(keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(k, (fan_in, fan_out)) * jnp.sqrt(2.0 / fan_in)
        params.append({"w": w, "b": jnp.zeros((fan_out,))})
    return params


def apply_mlp(params, x):
    *hidden, last = params
    for layer in hidden:
        x = jax.nn.silu(x @ layer["w"] + layer["b"])
    return x @ last["w"] + last["b"]


def num_params(params):
    return sum(p.size for p in jax.tree.leaves(params))


def layer_norms(params):
    return [float(jnp.linalg.norm(layer["w"])) for layer in params]
