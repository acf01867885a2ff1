def get_config():
    return {
        "model": {"widths": (32, 32), "num_classes": 2},
        "optim": {"lr": 1e-2, "weight_decay": 1e-4},
        "train": {"steps": 40, "batch_size": 64, "seed": 1, "log_every": 10},
    }
