CONFIG = {
    "data": {
        "n_train": 512,
        "n_test": 128,
        "in_dim": 4,
        "noise": 0.05,
    },
    "model": {
        "num_blocks": 3,
        "width": 32,
        "residual_scale": 0.5,
    },
    "optim": {
        "lr": 0.05,
        "momentum": 0.9,
        "decay_every": 40,
        "decay_factor": 0.5,
    },
    "train": {
        "steps": 120,
        "batch_size": 64,
        "log_every": 40,
        "ckpt_path": "",
    },
}
