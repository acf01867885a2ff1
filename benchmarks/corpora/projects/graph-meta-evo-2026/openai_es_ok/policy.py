import equinox as eqx
import jax
import jax.numpy as jnp
from jax.flatten_util import ravel_pytree


class Policy(eqx.Module):
    layers: list

    def __init__(self, obs_dim, act_dim, hidden, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(obs_dim, hidden, key=k1),
                       eqx.nn.Linear(hidden, act_dim, key=k2)]

    def __call__(self, obs):
        h = jnp.tanh(self.layers[0](obs))
        return jnp.tanh(self.layers[1](h))


def flatten_policy(policy):
    params, static = eqx.partition(policy, eqx.is_array)
    flat, unravel = ravel_pytree(params)
    return flat, unravel, static


def rebuild(flat, unravel, static):
    return eqx.combine(unravel(flat), static)
