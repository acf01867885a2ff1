from types import SimpleNamespace

cfg = SimpleNamespace(
    seed=11,
    num_sensors=12,
    window=16,
    hidden=48,
    mask_sensors=(1, 4, 7, 10),
    batch_size=32,
    lr=1e-3,
    steps=2,
)
