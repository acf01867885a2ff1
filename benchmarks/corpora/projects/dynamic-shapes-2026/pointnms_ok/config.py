"""Configuration for the keypoint detector."""
from typing import Any

DEFAULT_CONFIG: dict[str, Any] = {
    "image_size": 32,
    "num_images": 4,
    "points_per_image": 5,
    "sigma": 1.5,
    "ksize": 5,
    "score_thr": 0.15,
    "max_peaks": 32,
    "max_det": 8,
    "nms_radius": 3.0,
    "seed": 0,
}


def merged(overrides=None):
    cfg = dict(DEFAULT_CONFIG)
    if overrides:
        cfg.update(overrides)
    return cfg
