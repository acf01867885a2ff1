"""Experiment configuration (kept in the same shape as experiments/bars.yaml)."""
import copy

EXPERIMENT = {
    "seed": 42,
    "data": {
        "image_size": 8,
        "num_train": 256,
        "max_bars": 3,
        "flip_prob": 0.02,
    },
    "model": {
        "latent_dim": 4,
        "hidden": [64, 32],
        "activation": "softplus",
    },
    "objective": {
        "name": "iwae",
        "kwargs": {"max_samples": 8, "anneal_every": 3},
    },
    "optimizer": {
        "learning_rate": 2e-3,
        "batch_size": 32,
        "steps": 10,
    },
}


def load(**overrides):
    cfg = copy.deepcopy(EXPERIMENT)
    for section, values in overrides.items():
        if isinstance(values, dict):
            cfg[section].update(values)
        else:
            cfg[section] = values
    return cfg
