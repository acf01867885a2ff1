import jax
import optax

from . import schedules


def build_optimizer(cfg):
    sched = schedules.warmup_cosine(
        cfg.peak_lr, cfg.warmup_steps, cfg.total_steps, floor=cfg.lr_floor
    )
    tx = optax.chain(
        optax.clip_by_global_norm(cfg.clip_norm),
        optax.adamw(learning_rate=lambda count: sched(count), weight_decay=cfg.weight_decay),
    )
    return tx, sched


def describe(tx_state):
    leaves = [x for x in jax.tree.leaves(tx_state) if hasattr(x, "shape")]
    return f"optimizer state: {len(leaves)} arrays"
