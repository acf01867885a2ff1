SETTINGS = {
    "arms": 3,
    "hidden": 48,
    "dropout": 0.1,
    "lr": 1e-2,
    "steps": 40,
    "batch": 96,
    "seed": 8,
    "debug_every": 20,
}
