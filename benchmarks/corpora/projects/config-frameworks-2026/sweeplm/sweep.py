BASE = {
    "seed": 0,
    "d_model": 32,
    "num_heads": 4,
    "num_layers": 1,
    "seq_len": 32,
    "max_positions": 256,
    "batch_size": 16,
    "steps": 15,
    "learning_rate": 3e-3,
    "pos_encoding": "sinusoidal",
}

SWEEP = [
    dict(BASE, pos_encoding="sinusoidal", learning_rate=3e-3),
    dict(BASE, pos_encoding="learned", learning_rate=3e-3),
    dict(BASE, pos_encoding="learned", d_model=48, num_heads=6, learning_rate=1e-3),
]


def describe(cfg):
    keys = ("pos_encoding", "d_model", "num_heads", "learning_rate")
    return ", ".join(f"{k}={cfg[k]}" for k in keys)
