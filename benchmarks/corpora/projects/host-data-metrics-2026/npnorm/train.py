"""Ensemble SGD step: vmap over members of grad of the loss, all under jit."""
import jax
import jax.numpy as jnp

from . import ops

LR = 0.05


@jax.jit
def ensemble_step(params, x, y, mu, sd):
    x = (x - mu) / sd
    losses, grads = jax.vmap(jax.value_and_grad(ops.mse), in_axes=(0, None, None))(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)
    return params, losses


@jax.jit
def ensemble_predict(params, x, mu, sd):
    preds = jax.vmap(ops.forward, in_axes=(0, None))(params, (x - mu) / sd)
    return preds.mean(axis=0), preds.std(axis=0)


def init_ensemble(key, n_members, d_in, hidden):
    keys = jax.random.split(key, n_members)
    return jax.vmap(lambda k: ops.init_member(k, d_in, hidden))(keys)


def n_members(params):
    return params["w1"].shape[0]


def rmse(pred, y):
    return jnp.sqrt(jnp.mean((pred - y) ** 2))
