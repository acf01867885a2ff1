CONFIG = {
    "in_dim": 6,
    "experts": 4,
    "hidden": 8,
    "top_k": 2,
    "route_threshold": 0.2,
    "prune_fraction": 0.5,
    "lr": 0.05,
    "steps": 5,
    "n": 40,
}
