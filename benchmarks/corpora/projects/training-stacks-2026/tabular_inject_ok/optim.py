import jax
import optax
from flax import traverse_util


def kernel_mask(params):
    flat = traverse_util.flatten_dict(params)
    return traverse_util.unflatten_dict({k: k[-1] in ("kernel", "embedding") for k in flat})


def make_optimizer(learning_rate, weight_decay, clip_norm=None, b1=0.9, b2=0.999):
    parts = []
    if clip_norm is not None:
        parts.append(optax.clip_by_global_norm(clip_norm))
    parts.append(optax.scale_by_adam(b1=b1, b2=b2))
    if weight_decay > 0.0:
        parts.append(optax.add_decayed_weights(weight_decay, mask=kernel_mask))
    parts.append(optax.scale_by_learning_rate(learning_rate))
    return optax.chain(*parts)


def build_optimizer(cfg):
    factory = optax.inject_hyperparams(make_optimizer, static_args=("weight_decay",))
    return factory(learning_rate=cfg.lr, weight_decay=cfg.weight_decay, clip_norm=cfg.clip_norm)


def lr_at(step, cfg):
    if step < cfg.warmup_steps:
        return cfg.lr * (step + 1) / cfg.warmup_steps
    frac = (step - cfg.warmup_steps) / max(cfg.total_steps - cfg.warmup_steps, 1)
    return cfg.lr * max(0.05, 1.0 - frac)


def current_lr(opt_state):
    return float(jax.device_get(opt_state.hyperparams["learning_rate"]))
