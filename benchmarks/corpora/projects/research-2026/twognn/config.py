def get_config():
    return {
        "seed": 9,
        "feat_dim": 8,
        "hidden": 32,
        "num_layers": 2,
        "num_classes": 3,
        "graphs_per_batch": 5,
        "init_lr": 1e-2,
        "decay_every": 100,
        "decay_factor": 0.5,
        "weight_decay": 1e-4,
        "steps": 2,
    }
