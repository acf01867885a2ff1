import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    keys = jax.random.split(key, len(sizes) - 1)
    for k, (n_in, n_out) in zip(keys, zip(sizes[:-1], sizes[1:])):
        w = jax.random.normal(k, (n_in, n_out)) * jnp.sqrt(2.0 / n_in)
        params.append({"w": w, "b": jnp.zeros(n_out)})
    return params


def mlp_logits(params, obs):
    h = obs
    for layer in params[:-1]:
        h = jax.nn.relu(h @ layer["w"] + layer["b"])
    last = params[-1]
    return h @ last["w"] + last["b"]


def sample_action(params, obs, key):
    return jax.random.categorical(key, mlp_logits(params, obs))


def greedy_action(params, obs, key):
    del key
    return jnp.argmax(mlp_logits(params, obs), axis=-1)
