"""Model, loss and the update rule."""

import jax
import jax.numpy as jnp


def predict(params, x):
    return x @ params["w"] + params["b"]


def loss_fn(params, x, y, l2):
    err = predict(params, x) - y
    penalty = sum(jnp.sum(p ** 2) for p in jax.tree_util.tree_leaves(params))
    return jnp.mean(err ** 2) + l2 * penalty


def sgd_step(params, velocity, x, y, cfg):
    """One momentum SGD step; returns new params, new velocity and the loss."""
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y, cfg["l2"])
    velocity = jax.tree_util.tree_map(lambda v, g: cfg["momentum"] * v + g, velocity, grads)
    params = jax.tree_util.tree_map(lambda p, v: p - cfg["lr"] * v, params, velocity)
    return params, velocity, loss
