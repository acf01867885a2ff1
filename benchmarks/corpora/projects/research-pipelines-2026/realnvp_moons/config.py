CONFIG = {
    "seed": 7,
    "num_couplings": 4,
    "hidden": 32,
    "batch_size": 128,
    "lr": 1e-3,
    "steps": 3,
    "noise": 0.05,
    "num_eval_samples": 256,
}
