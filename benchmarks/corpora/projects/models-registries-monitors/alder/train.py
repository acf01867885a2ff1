import logging

import jax
import jax.numpy as jnp
import optax

from . import build_model
from .config import TrainConfig
from .data import SyntheticRegression

log = logging.getLogger(__name__)


def mse(pred, target):
    return jnp.mean((pred - target) ** 2)


def make_train_step(model, tx):
    def loss_fn(params, batch):
        pred = model.apply({"params": params}, batch["x"])
        return mse(pred, batch["y"])

    @jax.jit
    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        return params, opt_state, loss

    return train_step


def fit(cfg: TrainConfig):
    data = SyntheticRegression(cfg.in_dim, seed=cfg.seed)
    model = build_model(cfg.model)
    sample = data.batch(cfg.batch_size)
    params = model.init(jax.random.PRNGKey(cfg.seed), sample["x"])["params"]
    tx = optax.adam(cfg.learning_rate)
    opt_state = tx.init(params)
    step = make_train_step(model, tx)
    losses = []
    for i in range(cfg.steps):
        params, opt_state, loss = step(params, opt_state, data.batch(cfg.batch_size))
        losses.append(float(loss))
        if i % cfg.log_every == 0:
            log.info("step %d loss %.4f", i, losses[-1])
    return params, losses
