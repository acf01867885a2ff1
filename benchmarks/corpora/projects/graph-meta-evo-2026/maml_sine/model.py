import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    keys = jax.random.split(key, len(sizes) - 1)
    for k, m, n in zip(keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(k, (m, n)) * jnp.sqrt(2.0 / m)
        params.append({"w": w, "b": jnp.zeros((n,))})
    return params


def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    last = params[-1]
    return x @ last["w"] + last["b"]


def mse(params, x, y):
    return jnp.mean((forward(params, x) - y) ** 2)
