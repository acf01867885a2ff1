import numpy as np


def synthetic_batches(cfg):
    rng = np.random.default_rng(cfg.seed)
    while True:
        lengths = rng.integers(3, cfg.max_len + 1, size=(cfg.batch_size,))
        tokens = rng.integers(1, cfg.vocab, size=(cfg.batch_size, cfg.max_len))
        pad = np.arange(cfg.max_len)[None, :] >= lengths[:, None]
        tokens = np.where(pad, 0, tokens)
        labels = (tokens.sum(axis=1) % cfg.num_classes).astype(np.int32)
        yield {
            "tokens": tokens.astype(np.int32),
            "lengths": lengths.astype(np.int32),
            "labels": labels,
        }


def to_device(batch):
    import jax.numpy as jnp

    return {k: jnp.asarray(v) for k, v in batch.items()}
