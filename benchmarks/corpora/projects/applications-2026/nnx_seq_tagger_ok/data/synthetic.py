import numpy as np

PAD = 0


def _sample(rng, cfg):
    n = rng.integers(cfg.min_len, cfg.max_len + 1)
    toks = rng.integers(1, cfg.vocab_size, size=n)
    tags = (toks + np.roll(toks, 1)) % cfg.num_tags
    return toks, tags


def make_dataset(cfg, seed):
    rng = np.random.default_rng(seed)
    n = cfg.batch_size * cfg.num_batches
    tokens = np.full((n, cfg.max_len), PAD, np.int32)
    tags = np.zeros((n, cfg.max_len), np.int32)
    lengths = np.zeros((n,), np.int32)
    for i in range(n):
        t, g = _sample(rng, cfg)
        tokens[i, :len(t)] = t
        tags[i, :len(g)] = g
        lengths[i] = len(t)
    return {"tokens": tokens, "tags": tags, "lengths": lengths}


def iterate(ds, batch_size):
    n = len(ds["lengths"])
    for s in range(0, n, batch_size):
        yield {k: v[s:s + batch_size] for k, v in ds.items()}
