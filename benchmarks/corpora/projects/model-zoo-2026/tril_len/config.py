def get_config():
    return {
        "model": {"name": "gpt", "vocab": 24, "width": 32, "depth": 2, "heads": 2},
        "data": {"batch": 4, "max_len": 12},
        "optim": {"lr": 3e-3, "warmup": 2, "steps": 3},
    }
