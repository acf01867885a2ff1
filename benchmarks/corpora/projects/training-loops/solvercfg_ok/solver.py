"""Unrolled gradient descent with global-norm clipping."""

import jax
import jax.numpy as jnp

from .models import mse


def clip_tree(grads, max_norm):
    norm = jnp.sqrt(sum(jnp.sum(g**2) for g in jax.tree.leaves(grads)))
    scale = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree.map(lambda g: g * scale, grads)


def inner_fit(params, x, y, cfg):
    grad_fn = jax.grad(mse)
    for _ in range(cfg.steps):
        grads = grad_fn(params, x, y)
        grads = clip_tree(grads, jnp.where(cfg.clip > 0, cfg.clip, jnp.inf))
        params = jax.tree.map(lambda p, g: p - cfg.lr * g, params, grads)
    return params
