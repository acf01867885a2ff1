"""Optimizer and the jitted training step."""
import jax
import optax

from .losses import masked_batch_loss


def make_optimizer(cfg):
    return optax.chain(
        optax.clip_by_global_norm(1.0),
        optax.adam(cfg.get("learning_rate", 1e-3)),
    )


def make_train_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(masked_batch_loss)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def run_epoch(params, opt_state, loader, train_step):
    losses = []
    for batch in loader:
        params, opt_state, loss = train_step(params, opt_state, batch)
        losses.append(float(loss))
    return params, opt_state, sum(losses) / max(len(losses), 1)
