from functools import partial

import jax
import jax.numpy as jnp

from . import model


def loss_fn(params, x, y, cfg):
    err = jnp.mean((model.apply(params, x, cfg)[:, 0] - y) ** 2)
    if cfg.weight_decay > 0:
        err = err + cfg.weight_decay * sum(jnp.sum(p["w"] ** 2) for p in params)
    return err


@partial(jax.jit, static_argnames="cfg")
def step(params, x, y, cfg):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y, cfg)
    return jax.tree.map(lambda p, g: p - 0.05 * g, params, grads), loss
