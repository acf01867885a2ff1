import numpy as np
import jax.numpy as jnp


def synthetic_sequences(cfg, n=64):
    rng = np.random.default_rng(cfg.seed)
    tokens = rng.integers(1, cfg.model.vocab, size=(n, cfg.seq_len))
    lengths = rng.integers(cfg.seq_len // 2, cfg.seq_len + 1, size=n)
    pad = np.arange(cfg.seq_len)[None, :] >= lengths[:, None]
    tokens = np.where(pad, 0, tokens)
    labels = (tokens.sum(-1) % cfg.model.num_classes).astype(np.int32)
    return tokens.astype(np.int32), labels


def batches(tokens, labels, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.choice(len(tokens), size=batch_size, replace=False)
        yield jnp.asarray(tokens[idx]), jnp.asarray(labels[idx])
