HP = {
    "features": 10,
    "micro_batch": 4,
    "accum": 3,
    "steps": 4,
    "peak_lr": 0.1,
    "warmup": 2,
    "decay_steps": 6,
    "end_lr": 0.001,
    "restart_every": 3,
    "momentum": 0.9,
    "seed": 9,
}
