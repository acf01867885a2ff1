import functools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from . import data, logging_utils
from .model import VelocityField


def create_state(key, cfg):
    net = VelocityField(hidden=cfg["hidden"], depth=cfg["depth"])
    params = net.init(key, jnp.zeros((1, 2)), jnp.zeros((1, 1)))["params"]
    tx = optax.adam(cfg["lr"])
    return train_state.TrainState.create(apply_fn=net.apply, params=params, tx=tx)


@jax.jit
def train_step(state, key, x1):
    xt, t, target = data.flow_matching_batch(key, x1)

    def loss_fn(params):
        pred = state.apply_fn({"params": params}, xt, t)
        return jnp.mean(jnp.sum((pred - target) ** 2, axis=-1)), pred

    (loss, pred), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    metrics = {"loss": loss, "pred_norm": jnp.linalg.norm(pred, axis=-1), "grad_norm": optax.global_norm(grads)}
    logging_utils.log_in_step(metrics)
    return state, metrics


@functools.partial(jax.jit, static_argnames=("n", "num_steps"))
def sample(state, key, n, num_steps=20):
    x = jax.random.normal(key, (n, 2))
    dt = 1.0 / num_steps
    for i in range(num_steps):
        t = jnp.full((n, 1), i * dt)
        x = x + dt * state.apply_fn({"params": state.params}, x, t)
    return x
