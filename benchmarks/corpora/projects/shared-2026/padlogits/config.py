from types import SimpleNamespace

cfg = SimpleNamespace(
    features=5,
    hidden=12,
    max_classes=6,
    task_classes=(3, 4, 6),
    lr=0.02,
    steps=8,
    n=30,
)
