CONFIG = {
    "n_source": 64,
    "n_target": 48,
    "dim": 2,
    "cost": "sqeuclidean",
    "eps_schedule": [1.0, 0.3, 0.1, 0.03],
    "n_iters": 60,
    "seed": 0,
}
