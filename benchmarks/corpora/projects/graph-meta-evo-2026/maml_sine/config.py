DEFAULTS = dict(
    hidden=(40, 40),
    inner_steps=3,
    inner_lr=0.003,
    outer_lr=1e-3,
    meta_batch=8,
    k_shot=10,
    k_query=10,
    meta_iters=60,
    log_every=15,
    eval_tasks=16,
    seed=0,
)


def get_config(**overrides):
    cfg = dict(DEFAULTS)
    cfg.update(overrides)
    return cfg
