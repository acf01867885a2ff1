import jax
import jax.numpy as jnp

ACTIVATIONS = {"relu": jax.nn.relu, "tanh": jnp.tanh, "gelu": jax.nn.gelu}


def init_mlp(key, in_dim, hidden, out_dim):
    sizes = [in_dim] + list(hidden) + [out_dim]
    params = {}
    keys = jax.random.split(key, len(sizes) - 1)
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        params["w%d" % i] = jax.random.normal(keys[i], (a, b)) * jnp.sqrt(2.0 / a)
        params["b%d" % i] = jnp.zeros((b,))
    return params


def apply_mlp(params, x, hidden, activation="relu"):
    act = ACTIVATIONS[activation]
    n_layers = len(hidden) + 1
    for i in range(n_layers):
        x = x @ params["w%d" % i] + params["b%d" % i]
        if i < n_layers - 1:
            x = act(x)
    return x
