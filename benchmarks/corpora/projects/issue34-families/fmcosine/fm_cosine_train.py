import functools

import jax
import jax.numpy as jnp

from .fm_cosine_schedule import learning_rate


def mse(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@functools.partial(jax.jit, static_argnames="cfg")
def train_step(w, x, y, step, cfg):
    lr = learning_rate(step, cfg)
    loss, g = jax.value_and_grad(mse)(w, x, y)
    return w - lr * g, loss


def fit(w, x, y, cfg):
    for step in range(cfg.total_steps):
        w, loss = train_step(w, x, y, step, cfg=cfg)
    return w, loss
