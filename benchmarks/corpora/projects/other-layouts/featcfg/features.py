"""Feature helpers; every shape comes from the (static) config."""

import jax.numpy as jnp


def frames(x, cfg):
    return x[:, : cfg.num_windows * cfg.window].reshape(x.shape[0], cfg.num_windows, cfg.window)


def window_stats(x, cfg):
    f = frames(x, cfg)
    return jnp.concatenate([f.mean(axis=-1), f.std(axis=-1)], axis=-1)


def histogram(x, cfg):
    idx = jnp.clip(((x - cfg.lo) / cfg.bin_width).astype(jnp.int32), 0, cfg.num_bins - 1)
    rows = jnp.arange(x.shape[0])[:, None]
    counts = jnp.zeros((x.shape[0], cfg.num_bins)).at[rows, idx].add(1.0)
    return counts / x.shape[1]


def extract(x, cfg):
    return jnp.concatenate([window_stats(x, cfg), histogram(x, cfg)], axis=-1)
