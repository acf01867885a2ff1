import optax
from flax import nnx


def make_optimizer(model, cfg):
    tx = optax.inject_hyperparams(optax.adamw)(learning_rate=cfg.lr,
                                               weight_decay=cfg.weight_decay)
    return nnx.Optimizer(model, tx, wrt=nnx.Param)


def lr_for_epoch(epoch, cfg):
    if epoch < cfg.warmup_epochs:
        return cfg.lr * (epoch + 1) / (cfg.warmup_epochs + 1)
    return cfg.lr * 0.5 ** ((epoch - cfg.warmup_epochs) // cfg.decay_every)


def set_learning_rate(optimizer, lr):
    optimizer.opt_state.hyperparams["learning_rate"][...] = lr
