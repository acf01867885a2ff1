"""Training loop."""

import functools

import jax
import jax.numpy as jnp
import optax

from . import losses
from .optim import build_optimizer


def init_params(n_features):
    return {"w": jnp.zeros((n_features,)), "b": jnp.zeros(())}


def predict(params, x):
    return x @ params["w"] + params["b"]


@functools.partial(jax.jit, static_argnames=("config", "optimizer"))
def train_step(params, opt_state, x, y, config, optimizer):
    loss_fn = losses.get_loss(config.loss)

    def objective(p):
        return loss_fn(predict(p, x) - y, config.cutoff)

    loss, grads = jax.value_and_grad(objective)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit(config, x, y):
    optimizer = build_optimizer(config)
    params = init_params(x.shape[1])
    opt_state = optimizer.init(params)
    for step in range(config.steps):
        params, opt_state, loss = train_step(params, opt_state, x, y, config, optimizer)
        if step % config.log_every == 0:
            print(f"step {step:4d}  loss {float(loss):.4f}")
    return params
