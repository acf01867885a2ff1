import numpy as np


def make_pairs(n, cfg, seed):
    rng = np.random.default_rng(seed)
    mix = np.random.default_rng(1234)
    A = mix.standard_normal((cfg["latent_dim"], cfg["img_dim"]))
    B = 2.0 * mix.standard_normal((cfg["latent_dim"], cfg["vocab_size"]))
    c = rng.standard_normal((n, cfg["latent_dim"]))
    images = np.tanh(c @ A) + 0.1 * rng.standard_normal((n, cfg["img_dim"]))
    logits = (c @ B)[:, None, :] + rng.gumbel(size=(n, cfg["seq_len"], cfg["vocab_size"]))
    tokens = logits.argmax(-1)
    lengths = rng.integers(cfg["seq_len"] // 2, cfg["seq_len"] + 1, size=n)
    mask = np.arange(cfg["seq_len"])[None, :] < lengths[:, None]
    return images.astype(np.float32), tokens.astype(np.int32), mask


def batches(images, tokens, mask, batch_size, seed):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.permutation(len(images))
        for i in range(0, len(idx) - batch_size + 1, batch_size):
            j = idx[i : i + batch_size]
            yield images[j], tokens[j], mask[j]
