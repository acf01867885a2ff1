"""Optimiser setup and the jitted update."""
import jax
import optax

from . import ops


def make_optimizer(cfg):
    return optax.adamw(cfg.lr, weight_decay=cfg.weight_decay)


def make_update(model, optimizer):
    def loss_fn(params, batch):
        pred = model.apply(params, batch["x"])
        return ops.huber(pred - batch["y"]).mean()

    @jax.jit
    def update(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, {"loss": loss}

    return update
