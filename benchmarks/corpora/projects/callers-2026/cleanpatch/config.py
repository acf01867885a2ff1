SETUP = dict(
    image=8,
    patch=2,
    channels=1,
    width=16,
    classes=4,
    batch=6,
    steps=3,
    lr=2e-3,
    weight_decay=0.05,
    keep_patches=(0, 3, 5, 6, 9, 10, 12, 15),
    seed=1,
)
