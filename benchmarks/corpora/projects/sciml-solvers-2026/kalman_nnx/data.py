import numpy as np


def simulate_track(rng, length, dt, q, r):
    f = np.array([[1.0, dt], [0.0, 1.0]])
    qm = q * np.array([[dt ** 3 / 3.0, dt ** 2 / 2.0], [dt ** 2 / 2.0, dt]])
    chol_q = np.linalg.cholesky(qm)
    x = np.zeros(2)
    xs, ys = [], []
    for _ in range(length):
        x = f @ x + chol_q @ rng.standard_normal(2)
        xs.append(x)
        ys.append(x[:1] + np.sqrt(r) * rng.standard_normal(1))
    return np.array(xs, np.float32), np.array(ys, np.float32)
