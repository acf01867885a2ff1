import numpy as np


def synthetic_batches(cfg, batch_size=8, steps=3, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        tokens = rng.integers(0, cfg.vocab, (batch_size, cfg.max_len))
        lengths = rng.integers(cfg.max_len // 2, cfg.max_len + 1, batch_size)
        mask = (np.arange(cfg.max_len)[None] < lengths[:, None]).astype(np.float32)
        yield {"tokens": tokens, "mask": mask, "label": tokens[:, 0] % cfg.num_classes}
