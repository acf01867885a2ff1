BO_CONFIG = {
    "kernel": "matern52",
    "lengthscale": 0.3,
    "variance": 1.0,
    "noise": 1e-3,
    "n_init": 5,
    "n_rounds": 8,
    "n_restarts": 16,
    "ascent_steps": 50,
    "ascent_lr": 0.05,
    "xi": 0.01,
    "seed": 0,
}
