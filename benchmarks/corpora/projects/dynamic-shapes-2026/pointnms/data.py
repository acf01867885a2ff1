"""Synthetic heatmap images with a few blobs each."""
import numpy as np


def make_images(cfg):
    rng = np.random.default_rng(cfg["seed"])
    n, size = cfg["num_images"], cfg["image_size"]
    yy, xx = np.mgrid[0:size, 0:size]
    images = np.zeros((n, size, size), dtype=np.float32)
    centers = []
    for i in range(n):
        pts = rng.uniform(4, size - 4, size=(cfg["points_per_image"], 2))
        amps = rng.uniform(0.5, 1.0, size=len(pts))
        for (cy, cx), a in zip(pts, amps):
            images[i] += a * np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / 4.0)
        centers.append(pts)
    images += 0.05 * rng.standard_normal(size=images.shape, dtype=np.float32)
    return images, centers
