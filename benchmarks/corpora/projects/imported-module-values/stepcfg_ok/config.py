LAYERS = [16, 16, 4]
DROPOUT = 0.1
OPTIONS = {"clip": 1.0, "decay": 0.99}
