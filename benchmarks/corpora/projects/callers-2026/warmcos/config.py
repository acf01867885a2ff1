CONFIG = {
    "seed": 3,
    "n": 64,
    "d_in": 6,
    "d_hidden": 16,
    "batch": 16,
    "steps": 5,
    "base_lr": 1e-2,
    "warmup_steps": 2,
    "total_steps": 5,
    "min_lr": 1e-4,
    "weight_decay": 1e-4,
}
