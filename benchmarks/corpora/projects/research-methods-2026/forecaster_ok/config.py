def get_config():
    return {
        "seed": 0,
        "length": 3000,
        "window": 48,
        "horizon": 12,
        "hidden": 64,
        "lr": 2e-3,
        "batch_size": 64,
        "epochs": 3,
        "val_frac": 0.2,
    }
