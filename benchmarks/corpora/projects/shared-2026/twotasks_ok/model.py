import jax
import jax.numpy as jnp


def init(key, n_in, hidden, n_tasks):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_in, hidden)) / jnp.sqrt(n_in),
        "heads": jax.random.normal(k2, (n_tasks, hidden)) / jnp.sqrt(hidden),
    }


def predict(params, x, task):
    h = jnp.tanh(x @ params["w1"])
    return h @ params["heads"][task]
