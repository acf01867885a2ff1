import numpy as np

from .rays import camera_rays


def sphere_colors(origins, dirs, radius=1.0):
    b = np.sum(origins * dirs, axis=-1)
    c = np.sum(origins ** 2, axis=-1) - radius ** 2
    disc = b ** 2 - c
    hit = disc > 0
    t = -b - np.sqrt(np.maximum(disc, 0.0))
    p = origins + t[..., None] * dirs
    col = 0.5 + 0.5 * p / radius
    return np.where(hit[..., None], col, 0.0).astype(np.float32)


def make_dataset(cfg):
    origins, dirs, colors = [], [], []
    for v in range(cfg.n_views):
        angle = 2 * np.pi * v / cfg.n_views
        o, d = camera_rays(angle, cfg.image_size, cfg.camera_radius)
        origins.append(o.reshape(-1, 3))
        dirs.append(d.reshape(-1, 3))
        colors.append(sphere_colors(o, d).reshape(-1, 3))
    dist = np.float32(np.hypot(cfg.camera_radius, 0.5))
    return {
        "origins": np.concatenate(origins),
        "dirs": np.concatenate(dirs),
        "colors": np.concatenate(colors),
        "near": dist - cfg.scene_radius,
        "far": dist + cfg.scene_radius,
    }


def ray_batches(data, batch_size, seed):
    rng = np.random.default_rng(seed)
    n = data["origins"].shape[0]
    while True:
        idx = rng.choice(n, batch_size, replace=False)
        batch = {k: data[k][idx] for k in ("origins", "dirs", "colors")}
        batch["near"] = data["near"]
        batch["far"] = data["far"]
        yield batch
