import optax

from . import schedules, transforms


def build(cfg):
    sched = schedules.make(cfg.peak_lr, cfg.warmup, cfg.total, cfg.schedule)
    parts = [transforms.scale_by_norm_cap(cfg.clip)]
    if cfg.decay > 0:
        parts.append(optax.add_decayed_weights(cfg.decay))
    parts.append(optax.scale_by_schedule(lambda c: -sched(c)))
    return optax.chain(*parts), sched
