import numpy as np


def sample_sets(rng, hp):
    n = rng.integers(hp.min_points, hp.max_points + 1, size=hp.batch_size)
    pts = rng.normal(size=(hp.batch_size, hp.max_points, hp.point_dim)).astype(np.float32)
    mask = (np.arange(hp.max_points)[None, :] < n[:, None]).astype(np.float32)
    pts = pts * mask[..., None]
    radius = np.sqrt((pts ** 2).sum(-1))
    target = (radius * mask).sum(-1) / n
    return pts, mask, target.astype(np.float32)


def describe(mask):
    sizes = mask.sum(-1)
    return f"set sizes min={int(sizes.min())} max={int(sizes.max())} mean={sizes.mean():.1f}"


def random_rotation(rng, dim):
    q, r = np.linalg.qr(rng.normal(size=(dim, dim)))
    return (q * np.sign(np.diag(r))).astype(np.float32)


def augment(rng, points, mask):
    rot = random_rotation(rng, points.shape[-1])
    perm = rng.permutation(points.shape[1])
    rotated = points @ rot.T
    return rotated[:, perm], mask[:, perm]
