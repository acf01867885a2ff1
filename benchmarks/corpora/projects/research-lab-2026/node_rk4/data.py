import numpy as np
from scipy.linalg import expm

A_TRUE = np.array([[-0.1, 1.0], [-1.0, -0.1]])


def spiral_dataset(cfg):
    rng = np.random.default_rng(cfg.seed)
    ts = np.linspace(0.0, cfg.t_final, cfg.n_times).astype(np.float32)
    y0 = rng.uniform(-1.5, 1.5, size=(cfg.n_traj, 2))
    props = np.stack([expm(A_TRUE * t) for t in ts])
    ys = np.einsum("tij,nj->nti", props, y0)
    ys += 0.01 * rng.normal(size=ys.shape)
    return ts, y0.astype(np.float32), ys.astype(np.float32)
