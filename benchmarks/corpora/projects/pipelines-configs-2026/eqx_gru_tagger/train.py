"""Optimizer and filter-jitted update."""
import equinox as eqx
import jax
import optax

from .losses import masked_xent


def make_optimizer(cfg):
    return optax.chain(optax.clip_by_global_norm(cfg.get("clip", 1.0)), optax.adam(cfg.get("lr", 1e-3)))


def batch_loss(model, x, y, lengths):
    logits = jax.vmap(model)(x)
    return masked_xent(logits, y, lengths)


def make_step(optimizer):
    @eqx.filter_jit
    def step(model, opt_state, x, y, lengths):
        loss, grads = eqx.filter_value_and_grad(batch_loss)(model, x, y, lengths)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss

    return step


def train_epoch(model, opt_state, loader, step):
    total, count = 0.0, 0
    for x, y, lengths in loader:
        model, opt_state, loss = step(model, opt_state, x, y, lengths)
        total += float(loss) * len(lengths)
        count += len(lengths)
    return model, opt_state, total / count
