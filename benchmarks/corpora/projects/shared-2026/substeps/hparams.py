HP = {
    "state_dim": 2,
    "width": 24,
    "depth": 2,
    "dt": 0.1,
    "substeps": 3,
    "horizon": 8,
    "lr": 1e-2,
    "iters": 5,
}
