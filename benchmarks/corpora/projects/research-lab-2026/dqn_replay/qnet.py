import jax
import jax.numpy as jnp


def init_qnet(key, obs_dim, hidden, n_actions):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, n_actions)) * 0.01,
        "b2": jnp.zeros(n_actions),
    }


def q_values(params, obs):
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]
