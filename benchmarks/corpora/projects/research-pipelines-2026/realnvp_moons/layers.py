import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    keys = jax.random.split(key, len(sizes) - 1)
    for k, (a, b) in zip(keys, zip(sizes[:-1], sizes[1:])):
        params.append({"W": jax.random.normal(k, (a, b)) * jnp.sqrt(1.0 / a), "b": jnp.zeros((b,))})
    # zero-init the last layer so every coupling starts as the identity
    params[-1] = jax.tree_util.tree_map(jnp.zeros_like, params[-1])
    return params


def mlp(params, x):
    for layer in params[:-1]:
        x = jax.nn.gelu(x @ layer["W"] + layer["b"])
    return x @ params[-1]["W"] + params[-1]["b"]


def init_coupling(key, dim, hidden):
    return {"net": init_mlp(key, [dim, hidden, hidden, 2 * dim])}


def coupling_forward(params, x, mask):
    st = mlp(params["net"], x * mask)
    s, t = jnp.split(st, 2, axis=-1)
    s = jnp.tanh(s) * (1.0 - mask)
    t = t * (1.0 - mask)
    y = x * mask + (1.0 - mask) * (x * jnp.exp(s) + t)
    return y, jnp.sum(s, axis=-1)


def coupling_inverse(params, y, mask):
    st = mlp(params["net"], y * mask)
    s, t = jnp.split(st, 2, axis=-1)
    s = jnp.tanh(s) * (1.0 - mask)
    t = t * (1.0 - mask)
    return y * mask + (1.0 - mask) * (y - t) * jnp.exp(-s)
