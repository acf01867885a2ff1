import numpy as np

SHAPES = ("sphere", "cube", "cylinder", "torus")


def _sphere(rng, n):
    v = rng.normal(size=(n, 3))
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def _cube(rng, n):
    v = rng.uniform(-1, 1, size=(n, 3))
    face = rng.integers(0, 3, n)
    v[np.arange(n), face] = np.sign(rng.uniform(-1, 1, n))
    return v


def _cylinder(rng, n):
    th = rng.uniform(0, 2 * np.pi, n)
    return np.stack([np.cos(th), np.sin(th), rng.uniform(-1, 1, n)], 1)


def _torus(rng, n, R=0.8, r=0.3):
    u, v = rng.uniform(0, 2 * np.pi, (2, n))
    return np.stack([(R + r * np.cos(v)) * np.cos(u), (R + r * np.cos(v)) * np.sin(u), r * np.sin(v)], 1)


GENERATORS = [_sphere, _cube, _cylinder, _torus]


def random_rotation(rng):
    q, r = np.linalg.qr(rng.normal(size=(3, 3)))
    return q * np.sign(np.diag(r))


def make_batch(rng, batch_size, num_points, noise=0.02):
    labels = rng.integers(0, len(GENERATORS), batch_size)
    clouds = []
    for y in labels:
        pts = GENERATORS[y](rng, num_points) @ random_rotation(rng).T
        pts *= rng.uniform(0.8, 1.2)
        clouds.append(pts + noise * rng.normal(size=pts.shape))
    return np.asarray(clouds, np.float32), labels.astype(np.int32)
