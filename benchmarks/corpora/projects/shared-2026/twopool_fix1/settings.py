SETTINGS = dict(length=32, pool=2, hidden=16, classes=3, lr=3e-3, steps=5, n=24, scales=(1, 2, 4))
