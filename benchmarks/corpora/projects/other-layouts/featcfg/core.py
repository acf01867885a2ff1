"""The linear classifier on top of the features and its compiled update."""

import dataclasses
import functools

import jax
import jax.numpy as jnp

from . import features


def init_params(key, cfg):
    w = jax.random.normal(key, (cfg.feature_dim, cfg.classes)) * 0.01
    return {"w": w, "b": jnp.zeros((cfg.classes,))}


def logits_fn(params, x, cfg):
    return features.extract(x, cfg) @ params["w"] + params["b"]


@functools.partial(jax.jit, static_argnames="cfg")
def update(params, x, y, cfg):
    cfg = dataclasses.replace(cfg, lo=x.min(), num_bins=jnp.ceil((x.max() - x.min()) / cfg.bin_width).astype(jnp.int32))

    def loss_fn(p):
        logp = jax.nn.log_softmax(logits_fn(p, x, cfg))
        return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=-1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - cfg.learning_rate * g, params, grads)
    return params, loss
