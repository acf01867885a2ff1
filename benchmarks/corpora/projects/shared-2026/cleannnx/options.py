OPTIONS = {
    "dim": 10,
    "code": 3,
    "hidden": (16, 8),
    "use_norm": True,
    "activation": "swish",
    "clip": (-3.0, 3.0),
    "lr": 0.01,
    "steps": 6,
    "n": 32,
}
