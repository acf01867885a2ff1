"""Model, loss and the update rule, all shaped by the run settings."""

import jax
import jax.numpy as jnp


def init_params(key, n_in, cfg):
    sizes = [n_in] + [cfg.hidden] * cfg.depth + [1]
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": jax.random.normal(k, (a, b)) / jnp.sqrt(a), "b": jnp.zeros(b)}
        for k, a, b in zip(keys, sizes[:-1], sizes[1:])
    ]


def activation(cfg):
    if cfg.activation == "tanh":
        return jnp.tanh
    if cfg.activation == "relu":
        return jax.nn.relu
    raise ValueError(f"unknown activation {cfg.activation!r}")


def predict(params, x, cfg):
    act = activation(cfg)
    h = x
    for i in range(cfg.depth):
        h = act(h @ params[i]["w"] + params[i]["b"])
    out = h @ params[-1]["w"] + params[-1]["b"]
    return out[:, 0]


def loss_fn(params, x, y, cfg):
    err = predict(params, x, cfg) - y
    penalty = sum(jnp.sum(p["w"] ** 2) for p in params)
    return jnp.mean(err ** 2) + float(cfg.l2) * penalty


def sgd_step(params, x, y, cfg):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y, cfg)
    if cfg.clip is not None:
        grads = jax.tree_util.tree_map(lambda g: jnp.clip(g, -cfg.clip, cfg.clip), grads)
    params = jax.tree_util.tree_map(lambda p, g: p - cfg.lr * g, params, grads)
    return params, loss


def evaluate(params, x, y, opts, cfg):
    """Error statistics; `opts` is a dict of numeric weights."""
    err = predict(params, x, cfg) - y
    return {"mse": jnp.mean(err ** 2), "scaled": opts["scale"] * jnp.mean(jnp.abs(err))}
