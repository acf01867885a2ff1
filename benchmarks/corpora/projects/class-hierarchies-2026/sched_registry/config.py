CONFIG = {
    "data": {"n_train": 1024, "n_test": 256, "dim": 8, "seed": 0},
    "model": {"widths": [64, 64], "activation": "silu"},
    "optim": {
        "name": "adamw",
        "weight_decay": 1e-4,
        "clip": 1.0,
        "schedule": {
            "name": "piecewise",
            "base_lr": 3e-3,
            "boundaries": [40, 80, 120],
            "factors": [1.0, 0.5, 0.2, 0.05],
        },
    },
    "train": {"steps": 160, "batch_size": 64, "log_every": 40},
}


def merged(base, **overrides):
    out = {k: (dict(v) if isinstance(v, dict) else v) for k, v in base.items()}
    for key, value in overrides.items():
        section, name = key.split(".")
        out[section][name] = value
    return out
