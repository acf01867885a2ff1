DEFAULTS = {
    "seed": 1,
    "num_data": 128,
    "dim": 4,
    "prior_scale": 2.0,
    "num_chains": 4,
    "num_warmup": 150,
    "num_samples": 150,
    "num_leapfrog": 8,
    "init_step_size": 0.1,
    "target_accept": 0.8,
    # dual averaging constants (Hoffman & Gelman 2014)
    "da_gamma": 0.05,
    "da_t0": 10.0,
    "da_kappa": 0.75,
}


def get_config(**overrides):
    cfg = dict(DEFAULTS)
    for k, v in overrides.items():
        if k not in cfg:
            raise KeyError(f"unknown config key {k}")
        cfg[k] = v
    return cfg
