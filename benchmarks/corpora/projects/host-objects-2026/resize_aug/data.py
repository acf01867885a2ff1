"""Synthetic image batches assembled on the host with NumPy.

Random augmentation decisions (flips, brightness offsets) are drawn here, on
the host, and travel with the batch into the jitted step.
"""
import jax
import numpy as np
from flax import struct


@struct.dataclass
class ImageBatch:
    images: jax.Array   # (n, h, w, c) float32 in [0, 1]
    labels: jax.Array   # (n,) int32
    weights: jax.Array  # (n,) float32, zero for padded rows
    flip: jax.Array     # (n,) bool
    offset: jax.Array   # (n,) float32 brightness offsets


def _draw_image(rng, label, size, channels):
    yy, xx = np.mgrid[0:size, 0:size]
    img = rng.uniform(0.0, 0.1, size=(size, size, channels)).astype(np.float32)
    if label == 0:
        img[size // 3: size // 3 + 3, :, 0] += 0.9
    elif label == 1:
        img[:, size // 2 - 1: size // 2 + 2, 1 % channels] += 0.9
    else:
        disc = (yy - size / 2) ** 2 + (xx - size / 2) ** 2 < (size / 4) ** 2
        img[disc, 2 % channels] += 0.9
    return np.clip(img, 0.0, 1.0)


def make_batches(cfg):
    rng = np.random.default_rng(cfg.seed)
    batches = []
    for b in range(cfg.n_batches):
        n_real = cfg.batch_size if b < cfg.n_batches - 1 else cfg.batch_size - 3
        shape = (cfg.batch_size, cfg.image_size, cfg.image_size, cfg.channels)
        images = np.zeros(shape, np.float32)
        labels = np.zeros(cfg.batch_size, np.int32)
        weights = np.zeros(cfg.batch_size, np.float32)
        for i in range(n_real):
            labels[i] = rng.integers(cfg.n_classes)
            images[i] = _draw_image(rng, labels[i], cfg.image_size, cfg.channels)
            weights[i] = 1.0
        flip = rng.random(cfg.batch_size) < cfg.flip_prob
        offset = rng.uniform(-cfg.brightness, cfg.brightness, cfg.batch_size)
        batches.append(
            ImageBatch(
                images=images,
                labels=labels,
                weights=weights,
                flip=flip,
                offset=offset.astype(np.float32),
            )
        )
    return batches
