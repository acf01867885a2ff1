"""Policies as (init, apply) pairs over integer observations."""
import jax
import jax.numpy as jnp


def tabular_init(key, num_states, num_actions):
    del key
    return {"logits": jnp.zeros((num_states, num_actions))}


def tabular_apply(params, obs):
    return params["logits"][obs]


def linear_init(key, num_states, num_actions):
    w = 0.01 * jax.random.normal(key, (num_states, num_actions))
    return {"w": w, "b": jnp.zeros((num_actions,))}


def linear_apply(params, obs):
    features = jax.nn.one_hot(obs, params["w"].shape[0])
    return features @ params["w"] + params["b"]


POLICIES = {
    "tabular": (tabular_init, tabular_apply),
    "linear": (linear_init, linear_apply),
}
