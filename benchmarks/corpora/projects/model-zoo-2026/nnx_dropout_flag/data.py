import numpy as np


def random_images(cfg, batch=8, seed=0):
    rng = np.random.default_rng(seed)
    s = cfg.image_size
    while True:
        yield {
            "image": rng.normal(size=(batch, s, s, 1)).astype(np.float32),
            "label": rng.integers(0, cfg.num_classes, batch),
        }
