from types import SimpleNamespace

CFG = SimpleNamespace(
    channels=2,
    length=24,
    crop=16,
    classes=3,
    hidden=8,
    kernel=3,
    batch=6,
    steps=3,
    base_lr=0.05,
    total_steps=10,
    seed=5,
)
