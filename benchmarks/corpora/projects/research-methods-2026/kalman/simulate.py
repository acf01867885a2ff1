import numpy as np


def simulate_track(seed, T, dt, q, r, p_missing=0.15):
    rng = np.random.default_rng(seed)
    F = np.block([[np.eye(2), dt * np.eye(2)], [np.zeros((2, 2)), np.eye(2)]])
    Q1 = np.array([[dt ** 3 / 3, dt ** 2 / 2], [dt ** 2 / 2, dt]])
    Q = q * np.kron(Q1, np.eye(2))
    x = np.array([0.0, 0.0, 1.0, 0.5])
    xs, ys = [], []
    for _ in range(T):
        x = F @ x + rng.multivariate_normal(np.zeros(4), Q)
        y = x[:2] + np.sqrt(r) * rng.normal(size=2)
        if rng.uniform() < p_missing:
            y = np.full(2, np.nan)
        xs.append(x)
        ys.append(y)
    return np.asarray(xs, np.float32), np.asarray(ys, np.float32)
