import numpy as np


def plummer_sphere(n, seed, scale=1.0):
    rng = np.random.default_rng(seed)
    masses = np.full(n, 1.0 / n)
    u = rng.uniform(0.05, 0.95, n)
    r = scale / np.sqrt(u ** (-2.0 / 3.0) - 1.0)
    direction = rng.standard_normal((n, 3))
    direction /= np.linalg.norm(direction, axis=1, keepdims=True)
    pos = r[:, None] * direction
    # isotropic velocities at roughly virial speed
    sigma = np.sqrt(1.0 / (6.0 * np.sqrt(r**2 + scale**2)))
    vel = sigma[:, None] * rng.standard_normal((n, 3))
    pos -= np.average(pos, axis=0, weights=masses)
    vel -= np.average(vel, axis=0, weights=masses)
    return pos.astype(np.float32), vel.astype(np.float32), masses.astype(np.float32)
