DEFAULTS = {
    "widths": (24, 24),
    "n_interior": 128,
    "n_boundary": 64,
    "lr": 5e-3,
    "steps": 250,
    "log_every": 50,
    "bc_weight": 10.0,
    "seed": 0,
    "eval_points": 41,
}


def get_config(**overrides):
    cfg = dict(DEFAULTS)
    for key, value in overrides.items():
        if key not in cfg:
            raise KeyError(f"unknown option {key}")
        cfg[key] = value
    return cfg
