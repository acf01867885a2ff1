import optax

from . import schedules


def build_optimizer(cfg):
    lr = schedules.warmup_cosine(
        cfg["base_lr"], cfg["warmup_steps"], cfg["total_steps"], cfg["min_lr"]
    )
    opt = optax.inject_hyperparams(optax.adamw)(
        learning_rate=lr, weight_decay=cfg["weight_decay"]
    )
    return optax.chain(optax.clip_by_global_norm(1.0), opt)


def current_lr(opt_state):
    return opt_state[1].hyperparams["learning_rate"]
