"""Small numerical helpers used inside the loss."""
import jax.numpy as jnp


def linear(params, x):
    return x @ params["w"] + params["b"]


def masked_mse(pred, target, valid):
    sq = (pred - target) ** 2
    return jnp.where(valid, sq, 0.0).sum() / jnp.maximum(valid.sum(), 1)


def masked_mae(pred, target, valid):
    err = jnp.abs(pred - target)
    return jnp.sum(err * valid) / jnp.maximum(jnp.sum(valid), 1)


def l2_penalty(params):
    return sum(jnp.sum(p ** 2) for p in params.values())
