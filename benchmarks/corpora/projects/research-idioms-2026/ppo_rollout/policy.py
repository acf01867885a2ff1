import jax
import jax.numpy as jnp


def init(key, obs_dim, hidden, n_actions):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
        "b1": jnp.zeros(hidden),
        "wpi": jax.random.normal(k2, (hidden, n_actions)) * 0.01,
        "wv": jax.random.normal(k3, (hidden, 1)) * 0.01,
    }


def apply(params, obs):
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    return h @ params["wpi"], (h @ params["wv"])[..., 0]
