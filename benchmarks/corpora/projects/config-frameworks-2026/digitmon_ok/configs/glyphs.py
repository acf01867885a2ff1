def get_config():
    return {
        "seed": 0,
        "data": {"num_examples": 1024, "num_classes": 4, "noise": 0.35},
        "model": {"features": [8, 16], "dense": 32, "dropout": 0.0},
        "train": {"steps": 40, "batch_size": 64, "learning_rate": 3e-3, "clip_norm": 5.0, "log_every": 10},
        "monitors": ["grad_norm", "throughput"],
    }


DEFAULT_OVERRIDES = ("train.steps=30", "monitors=grad_norm,throughput,loss_spike")
